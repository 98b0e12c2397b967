export * from './learning-analytics.service';
