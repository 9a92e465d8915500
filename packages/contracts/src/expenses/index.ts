export * from './expenses';
export * from './categories';
export * from './endpoints';
