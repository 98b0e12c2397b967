import { WELCOME_BONUS_CREDITS, welcomeBonusEarnedV1 } from '@abhyas/contracts';
import { definePolicy } from '@abhyas/runtime';
import type { LedgerHandler } from './ledger.handler';

export const WELCOME_BONUS_DESCRIPTION = 'Welcome bonus';

export const welcomeBonusTransferId = (parentId: string): string => `welcome-bonus:${parentId}`;

/**
 * An account holder identity says earned the welcome bonus (once per email and mobile, ever:
 * identity decides, as it alone knows them) gets it once, however often the event is delivered.
 */
export const welcomeBonusPolicy = (ledger: LedgerHandler) =>
  definePolicy({
    name: 'welcome-bonus',
    on: welcomeBonusEarnedV1,
    idempotentBy: 'the grant’s transfer id, welcome-bonus:<parentId>',
    handle: async ({ parentId }) => {
      await ledger.grant({
        transferId: welcomeBonusTransferId(parentId),
        accountId: parentId,
        amount: WELCOME_BONUS_CREDITS,
        type: 'bonus',
        description: WELCOME_BONUS_DESCRIPTION,
      });
    },
  });
