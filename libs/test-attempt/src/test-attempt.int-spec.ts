import { describeWithoutFeatures } from '@abhyas/testing';
import { startTestAttempt } from '../testing/test-attempt-test-client';

describeWithoutFeatures('test-attempt', startTestAttempt);
