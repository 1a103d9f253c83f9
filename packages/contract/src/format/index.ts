export * from './chineseNumeral.js';
export * from './decimal.js';
export * from './latestRange.js';
export * from './maskedNumber.js';
export * from './money.js';
export * from './percent.js';
export * from './cents.js';
