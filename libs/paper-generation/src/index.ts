export * from './paper-generation.service';
export * from './worker';
