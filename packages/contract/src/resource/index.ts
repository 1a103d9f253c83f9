export * from './types.js';
export * from './schema.js';
export * from './endpoints.js';
export * from './workflows.js';
export * from './importing.js';
export * from './refusal.js';
export * from './fields.js';
