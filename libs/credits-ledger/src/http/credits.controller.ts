import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  CREDIT_MESSAGES,
  creditHistoryQuerySchema,
  creditStatsQuerySchema,
  type CreditBalanceResponse,
  type CreditHistoryResponse,
  type CreditStatsResponse,
} from '@abhyas/contracts';
import { access, RequireAccess, ZodValidationPipe } from '@abhyas/runtime';
import { CreditsQueries } from '../application/credits.queries';
import { LedgerHandler } from '../application/ledger.handler';

@ApiTags('credits')
/** A parent sees only their own account; students and other parents get the same 403. */
@RequireAccess(
  access.accountHolder(
    { param: 'userId' },
    { message: CREDIT_MESSAGES.accountForbidden, code: 'ACCOUNT_FORBIDDEN' },
  ),
)
@Controller('api/credits')
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
    @Query(new ZodValidationPipe(creditHistoryQuerySchema))
    query: z.output<typeof creditHistoryQuerySchema>,
  ): Promise<CreditHistoryResponse> {
    return this.queries.history(userId, query);
  }

  @Get('stats/:userId')
  stats(
    @Param('userId') userId: string,
    @Query(new ZodValidationPipe(creditStatsQuerySchema))
    query: z.output<typeof creditStatsQuerySchema>,
  ): Promise<CreditStatsResponse> {
    return this.queries.stats(userId, query.period);
  }
}
