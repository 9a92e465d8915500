export * from './endpoints';
export * from './routes';
