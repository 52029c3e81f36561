export * from './auth';
export * from './admin';
export * from './company';
export * from './messaging';
export * from './marketing-site';
export * from './billing';
export * from './payments';
export * from './payment-accounts';
