export * from './generation-worker';
export * from './create-generation-worker';
export * from './run-generation-worker-process';
export * from './question-writer';
export * from './job-reporter';
export * from './explanation-reporter';
export * from './explanation-writer';
