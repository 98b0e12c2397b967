import { launchServiceProcess } from '@abhyas/runtime/launch';

launchServiceProcess('payments', async () => (await import('@abhyas/payments')).paymentsService);
