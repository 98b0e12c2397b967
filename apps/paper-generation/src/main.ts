import { launchServiceProcess } from '@abhyas/runtime/launch';

launchServiceProcess(
  'paper-generation',
  async () => (await import('@abhyas/paper-generation')).paperGenerationService,
);
