import { launchServiceProcess } from '@abhyas/runtime/launch';

launchServiceProcess(
  'test-attempt',
  async () => (await import('@abhyas/test-attempt')).testAttemptService,
);
