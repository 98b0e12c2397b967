export * from './explanations.http';
export * from './explanation-generation.internal';
