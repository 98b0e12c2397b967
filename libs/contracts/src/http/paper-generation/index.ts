export * from './syllabus.http';
