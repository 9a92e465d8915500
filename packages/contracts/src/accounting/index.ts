export * from './accounts';
export * from './reports';
export * from './endpoints';
