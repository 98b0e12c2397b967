export * from './hs256-jwt';
export * from './principal';
export * from './roles.decorator';
export * from './current-principal.decorator';
export * from './principal.guard';
export * from './route-coverage';
