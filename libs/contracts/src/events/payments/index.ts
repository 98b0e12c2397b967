export * from './payments.events';
