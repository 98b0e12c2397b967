import { launchServiceProcess } from '@abhyas/runtime/launch';

launchServiceProcess('identity', async () => (await import('@abhyas/identity')).identityService);
