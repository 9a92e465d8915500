export * from './credentials';
export * from './endpoints';
