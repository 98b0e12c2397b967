export * from './syllabus.http';
export * from './papers.http';
export * from './ai-generation.http';
export * from './paper-snapshot.internal';
export * from './student-question';
export * from './practice-paper.http';
export * from './paper-layout';
export * from './family-questions.http';
