export * from './entries';
export * from './templates';
export * from './endpoints';
