export * from './tickets';
export * from './endpoints';
