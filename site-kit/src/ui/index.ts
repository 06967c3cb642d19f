// Button and dialog primitives. Source that each app compiles into its own
// bundle; the z-index scale and the theme come from ../theme.
export * from './button';
export * from './dialog';
