import { Get, HttpCode, Param, Post } from '@nestjs/common';
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
import { access, ServiceController, ValidBody } from '@abhyas/runtime';
import { LedgerHandler } from '../application/ledger.handler';

/**
 * The service-to-service API (`LEDGER_INTERNAL_ROUTES`): only signed internal principals, never
 * reachable from a browser. The parameterised paths are those the contract's functions build.
 */
@ServiceController(undefined, { docs: false, access: access.internal() })
export class InternalLedgerController {
  constructor(private readonly ledger: LedgerHandler) {}

  @Post(LEDGER_INTERNAL_ROUTES.grant)
  @HttpCode(200)
  grant(
    @ValidBody(grantCreditsRequestSchema) body: z.output<typeof grantCreditsRequestSchema>,
  ): Promise<LedgerWriteResult> {
    return this.ledger.grant(body);
  }

  @Post(LEDGER_INTERNAL_ROUTES.debit)
  @HttpCode(200)
  debit(
    @ValidBody(debitCreditsRequestSchema) body: z.output<typeof debitCreditsRequestSchema>,
  ): Promise<LedgerWriteResult> {
    return this.ledger.debit(body);
  }

  @Post(LEDGER_INTERNAL_ROUTES.reserve)
  @HttpCode(200)
  reserve(
    @ValidBody(reserveCreditsRequestSchema) body: z.output<typeof reserveCreditsRequestSchema>,
  ): Promise<LedgerWriteResult> {
    return this.ledger.reserve(body);
  }

  @Post('internal/credits/reservations/:reservationId/commit')
  @HttpCode(200)
  commit(
    @Param('reservationId') reservationId: string,
    @ValidBody(commitReservationRequestSchema)
    body: z.output<typeof commitReservationRequestSchema>,
  ): Promise<LedgerWriteResult> {
    return this.ledger.commit(reservationId, body);
  }

  @Post('internal/credits/reservations/:reservationId/release')
  @HttpCode(200)
  release(
    @Param('reservationId') reservationId: string,
    // Validated so a malformed call is refused; the event records releases as 'released'.
    @ValidBody(releaseReservationRequestSchema)
    _body: z.output<typeof releaseReservationRequestSchema>,
  ): Promise<LedgerWriteResult> {
    return this.ledger.release(reservationId);
  }

  @Get('internal/credits/balance/:accountId')
  balance(@Param('accountId') accountId: string): Promise<CreditBalanceResponse> {
    return this.ledger.balance(accountId);
  }
}
