export * from './test-attempt.service';
