import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  creditHistoryQuerySchema,
  creditStatsQuerySchema,
  type CreditBalanceResponse,
  type CreditHistoryResponse,
  type CreditStatsResponse,
} from '@abhyas/contracts';
import { CurrentPrincipal, Roles, ZodValidationPipe, type Principal } from '@abhyas/runtime';
import { creditsErrors } from '../application/credits-ledger.exception';
import { CreditsQueries } from '../application/credits.queries';
import { LedgerHandler } from '../application/ledger.handler';

/** A parent sees only their own account; students and other parents get the same 403. */
const assertOwnAccount = (principal: Principal, userId: string): void => {
  if (principal.role !== 'parent' || principal.userId !== userId) {
    throw creditsErrors.accountForbidden();
  }
};

@ApiTags('credits')
@Roles('parent', 'student')
@Controller('api/credits')
export class CreditsController {
  constructor(
    private readonly ledger: LedgerHandler,
    private readonly queries: CreditsQueries,
  ) {}

  /** Polled every 30 s by every open parent page: one primary-key read. */
  @Get('balance/:userId')
  balance(
    @CurrentPrincipal() principal: Principal,
    @Param('userId') userId: string,
  ): Promise<CreditBalanceResponse> {
    assertOwnAccount(principal, userId);
    return this.ledger.balance(userId);
  }

  @Get('history/:userId')
  history(
    @CurrentPrincipal() principal: Principal,
    @Param('userId') userId: string,
    @Query(new ZodValidationPipe(creditHistoryQuerySchema))
    query: z.output<typeof creditHistoryQuerySchema>,
  ): Promise<CreditHistoryResponse> {
    assertOwnAccount(principal, userId);
    return this.queries.history(userId, query);
  }

  @Get('stats/:userId')
  stats(
    @CurrentPrincipal() principal: Principal,
    @Param('userId') userId: string,
    @Query(new ZodValidationPipe(creditStatsQuerySchema))
    query: z.output<typeof creditStatsQuerySchema>,
  ): Promise<CreditStatsResponse> {
    assertOwnAccount(principal, userId);
    return this.queries.stats(userId, query.period);
  }
}
