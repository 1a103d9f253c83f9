export { registerStorageRoutes, keyFromUrl, parseKey, userPrefix, FILE_PREFIX } from './routes.js';
export { openStorage, EmbeddedStorage, OssStorage, S3Storage, s3ConfigFromEnv, type S3Config, type StorageBackend } from './store.js';
