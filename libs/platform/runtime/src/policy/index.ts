export * from './define-policy';
export * from './run-policies';
