export * from './syllabus.http';
export * from './papers.http';
export * from './ai-generation.http';
