import { launchServiceProcess } from '@abhyas/runtime/launch';

launchServiceProcess(
  'credits-ledger',
  async () => (await import('@abhyas/credits-ledger')).creditsLedgerService,
);
