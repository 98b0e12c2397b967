export * from './learning-needs.http';
