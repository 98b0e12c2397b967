import { Get, Param } from '@nestjs/common';
import type { z } from 'zod';
import {
  CREDIT_MESSAGES,
  creditHistoryQuerySchema,
  creditStatsQuerySchema,
  type CreditBalanceResponse,
  type CreditHistoryResponse,
  type CreditStatsResponse,
} from '@abhyas/contracts';
import { access, ServiceController, ValidQuery } from '@abhyas/runtime';
import { CreditsQueries } from '../application/credits.queries';
import { LedgerHandler } from '../application/ledger.handler';

/** A parent sees only their own account; students and other parents get the same 403. */
@ServiceController('api/credits', {
  docs: 'credits',
  access: access.accountHolder(
    { param: 'userId' },
    { message: CREDIT_MESSAGES.accountForbidden, code: 'ACCOUNT_FORBIDDEN' },
  ),
})
export class CreditsController {
  constructor(
    private readonly ledger: LedgerHandler,
    private readonly queries: CreditsQueries,
  ) {}

  /** Polled every 30 s by every open parent page: one primary-key read. */
  @Get('balance/:userId')
  balance(@Param('userId') userId: string): Promise<CreditBalanceResponse> {
    return this.ledger.balance(userId);
  }

  @Get('history/:userId')
  history(
    @Param('userId') userId: string,
    @ValidQuery(creditHistoryQuerySchema) query: z.output<typeof creditHistoryQuerySchema>,
  ): Promise<CreditHistoryResponse> {
    return this.queries.history(userId, query);
  }

  @Get('stats/:userId')
  stats(
    @Param('userId') userId: string,
    @ValidQuery(creditStatsQuerySchema) query: z.output<typeof creditStatsQuerySchema>,
  ): Promise<CreditStatsResponse> {
    return this.queries.stats(userId, query.period);
  }
}
