export * from './paper-generation.service';
