import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  commitReservationRequestSchema,
  debitCreditsRequestSchema,
  grantCreditsRequestSchema,
  LEDGER_INTERNAL_ROUTES,
  releaseReservationRequestSchema,
  reserveCreditsRequestSchema,
  type CreditBalanceResponse,
  type LedgerWriteResult,
} from '@abhyas/contracts';
import { access, RequireAccess, ZodValidationPipe } from '@abhyas/runtime';
import { LedgerHandler } from '../application/ledger.handler';

/**
 * The service-to-service API (`LEDGER_INTERNAL_ROUTES`): only signed internal principals, never
 * reachable from a browser. The parameterised paths are those the contract's functions build.
 */
@ApiExcludeController()
@RequireAccess(access.internal())
@Controller()
export class InternalLedgerController {
  constructor(private readonly ledger: LedgerHandler) {}

  @Post(LEDGER_INTERNAL_ROUTES.grant)
  @HttpCode(200)
  grant(
    @Body(new ZodValidationPipe(grantCreditsRequestSchema))
    body: z.output<typeof grantCreditsRequestSchema>,
  ): Promise<LedgerWriteResult> {
    return this.ledger.grant(body);
  }

  @Post(LEDGER_INTERNAL_ROUTES.debit)
  @HttpCode(200)
  debit(
    @Body(new ZodValidationPipe(debitCreditsRequestSchema))
    body: z.output<typeof debitCreditsRequestSchema>,
  ): Promise<LedgerWriteResult> {
    return this.ledger.debit(body);
  }

  @Post(LEDGER_INTERNAL_ROUTES.reserve)
  @HttpCode(200)
  reserve(
    @Body(new ZodValidationPipe(reserveCreditsRequestSchema))
    body: z.output<typeof reserveCreditsRequestSchema>,
  ): Promise<LedgerWriteResult> {
    return this.ledger.reserve(body);
  }

  @Post('internal/credits/reservations/:reservationId/commit')
  @HttpCode(200)
  commit(
    @Param('reservationId') reservationId: string,
    @Body(new ZodValidationPipe(commitReservationRequestSchema))
    body: z.output<typeof commitReservationRequestSchema>,
  ): Promise<LedgerWriteResult> {
    return this.ledger.commit(reservationId, body);
  }

  @Post('internal/credits/reservations/:reservationId/release')
  @HttpCode(200)
  release(
    @Param('reservationId') reservationId: string,
    // Validated so a malformed call is refused; the event records releases as 'released'.
    @Body(new ZodValidationPipe(releaseReservationRequestSchema))
    _body: z.output<typeof releaseReservationRequestSchema>,
  ): Promise<LedgerWriteResult> {
    return this.ledger.release(reservationId);
  }

  @Get('internal/credits/balance/:accountId')
  balance(@Param('accountId') accountId: string): Promise<CreditBalanceResponse> {
    return this.ledger.balance(accountId);
  }
}
