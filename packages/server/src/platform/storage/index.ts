export { registerStorageRoutes, keyFromUrl, parseKey, userPrefix, FILE_PREFIX } from './routes.js';
export { openStorage, EmbeddedStorage, OssStorage, type StorageBackend } from './store.js';
