export * from './tests.events';
