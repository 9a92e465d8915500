export * from './endpoints';
export * from './proposal';
