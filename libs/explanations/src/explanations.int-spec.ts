import { describeWithoutFeatures } from '@abhyas/testing';
import { startExplanations } from '../testing/explanations-test-client';

describeWithoutFeatures('explanations', startExplanations);
