export * from './syllabus.http';
export * from './papers.http';
