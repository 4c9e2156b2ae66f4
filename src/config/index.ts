export * from './company';
export * from './config';
export * from './group-websites';
export * from './page-config';
export * from './page-nonce';
