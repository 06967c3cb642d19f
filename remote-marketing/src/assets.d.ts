// Webpack emits imported SVG files as assets and hands back their URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
