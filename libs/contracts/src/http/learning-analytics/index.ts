export * from './learning-needs.http';
export * from './analytics-report.http';
