export * from './types.js';
export * from './schema.js';
export * from './endpoints.js';
export * from './workflows.js';
export * from './importing.js';
