import { launch } from '@abhyas/runtime/launch';

// paper-generation's AI worker as its own process (the distributed shape): telemetry first,
// then the worker, which takes jobs from the transport and reports to paper-generation.
launch(
  'generation-worker',
  async () => (await import('@abhyas/paper-generation')).runGenerationWorkerProcess,
);
