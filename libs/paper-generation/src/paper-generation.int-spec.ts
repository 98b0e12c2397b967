import { describeWithoutFeatures } from '@abhyas/testing';
import { startPaperGeneration } from '../testing/paper-generation-test-client';

describeWithoutFeatures('paper-generation', startPaperGeneration, (health) => {
  expect(health.body).toMatchObject({ checks: { openai: { status: 'not_configured' } } });
});
