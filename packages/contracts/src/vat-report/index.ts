export * from './report';
export * from './documents';
export * from './automatic';
export * from './endpoints';
