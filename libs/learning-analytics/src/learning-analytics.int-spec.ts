import { describeWithoutFeatures } from '@abhyas/testing';
import { startLearningAnalytics } from '../testing/learning-analytics-test-client';

describeWithoutFeatures('learning-analytics', startLearningAnalytics);
