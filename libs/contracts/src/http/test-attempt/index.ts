export * from './tests.constants';
export * from './tests.http';
export * from './attempts.http';
