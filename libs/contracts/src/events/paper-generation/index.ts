export * from './papers.events';
export * from './generation-requested.events';
