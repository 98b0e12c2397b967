export * from './payments.service';
