export * from './hs256-jwt';
export * from './principal';
export * from './access-rule';
export * from './child-ownership';
export * from './current-principal.decorator';
export * from './principal.guard';
export * from './route-coverage';
