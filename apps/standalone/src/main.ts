import { launch } from '@abhyas/runtime/launch';

launch('standalone', async () => (await import('./run-standalone')).runStandalone);
