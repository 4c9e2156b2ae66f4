export * from './company';
export * from './config';
export * from './page-config';
export * from './group-websites';
