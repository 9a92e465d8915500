export * from './schemas';
export * from './endpoints';
export * from './catalog';
export * from './routes';
