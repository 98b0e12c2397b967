export * from './schema/syllabus.schema';
export * from './schema/question.schema';
export * from './load/content-hash';
export * from './load/load-syllabus';
export * from './load/load-questions';
export * from './review/answer-matches-key';
export * from './checks/coverage';
export * from './generators';
