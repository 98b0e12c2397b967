import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { sandboxPayRequestSchema } from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  jsonSchemaOf,
  type Principal,
  RequireAccess,
  ZodValidationPipe,
} from '@abhyas/runtime';
import { SandboxCheckout } from '../infrastructure/sandbox/sandbox-checkout';

/** The sandbox's checkout; not mounted at all (so 404) when Razorpay keys are configured. */
@ApiTags('payments')
@RequireAccess(access.signedIn('parent'))
@Controller('api/payments/sandbox')
export class SandboxCheckoutController {
  constructor(private readonly checkout: SandboxCheckout) {}

  @Post('pay')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchemaOf(sandboxPayRequestSchema) })
  pay(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(sandboxPayRequestSchema))
    body: z.output<typeof sandboxPayRequestSchema>,
  ) {
    return this.checkout.pay(principal, body);
  }
}
