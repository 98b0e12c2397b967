export * from './explanations.service';
