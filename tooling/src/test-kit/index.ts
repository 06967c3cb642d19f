// The test kit: what the shell's and the remotes' jest tests share. Test code
// only; nothing here reaches a bundle.
export * from './intersection-observer';
export * from './media';
export * from './render';
