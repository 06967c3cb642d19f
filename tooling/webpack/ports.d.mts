export * from './topology.mjs';
