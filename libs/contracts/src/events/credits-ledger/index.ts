export * from './credits.events';
