// The port table and its helpers are part of the site's topology
// (./topology.mjs). This file keeps the package entry `@agency/tooling/ports`
// and the scripts' imports working; it adds nothing of its own.
export * from './topology.mjs';
