export * from './explanation-generation.events';
