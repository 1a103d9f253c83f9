export * from './bankCard.js';
export * from './idCard.js';
export * from './messages.js';
export * from './name.js';
export * from './password.js';
export * from './phone.js';
export * from './price.js';
export * from './quantity.js';
