export * from './explanations.http';
