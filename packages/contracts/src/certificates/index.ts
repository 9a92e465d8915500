export * from './certificates';
export * from './endpoints';
