export * from './users';
export * from './site';
export * from './content';
export * from './games';
export * from './store';
export * from './audit';
export * from './tv';
export * from './buzzers';
