export * from './public-routes';
export * from './run-route-fuzz';
