import { parentRegisteredV1, WELCOME_BONUS_CREDITS } from '@abhyas/contracts';
import { definePolicy } from '@abhyas/runtime';
import type { LedgerHandler } from './ledger.handler';

export const WELCOME_BONUS_DESCRIPTION = 'Welcome bonus';

export const welcomeBonusTransferId = (parentId: string): string => `welcome-bonus:${parentId}`;

/** A new account holder gets the welcome bonus once, however often the event is delivered. */
export const welcomeBonusPolicy = (ledger: LedgerHandler) =>
  definePolicy({
    name: 'welcome-bonus',
    on: parentRegisteredV1,
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
