import { launchServiceProcess } from '@abhyas/runtime/launch';

launchServiceProcess(
  'explanations',
  async () => (await import('@abhyas/explanations')).explanationsService,
);
