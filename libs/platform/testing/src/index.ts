export * from './decider-spec';
export * from './test-databases';
export * from './booted-service';
export * from './signed-call';
export * from './projection-rebuild';
export * from './not-available-yet';
