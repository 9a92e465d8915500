export * from './messages';
export * from './fields';
export * from './schemas';
export * from './endpoints';
