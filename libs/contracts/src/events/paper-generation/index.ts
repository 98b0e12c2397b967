export * from './papers.events';
