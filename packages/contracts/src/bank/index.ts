export * from './accounts';
export * from './endpoints';
export * from './movements';
export * from './search-by';
export * from './statements';
