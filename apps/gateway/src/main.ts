import { launch } from '@abhyas/runtime/launch';

launch('gateway', async () => (await import('./run-gateway-process')).runGatewayProcess);
