import { HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import { sandboxPayRequestSchema } from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  type Principal,
  ServiceController,
  ValidBody,
} from '@abhyas/runtime';
import { SandboxCheckout } from '../infrastructure/sandbox/sandbox-checkout';

/** The sandbox's checkout; not mounted at all (so 404) when Razorpay keys are configured. */
@ServiceController('api/payments/sandbox', {
  docs: 'payments',
  access: access.signedIn('parent'),
})
export class SandboxCheckoutController {
  constructor(private readonly checkout: SandboxCheckout) {}

  @Post('pay')
  @HttpCode(200)
  pay(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(sandboxPayRequestSchema) body: z.output<typeof sandboxPayRequestSchema>,
  ) {
    return this.checkout.pay(principal, body);
  }
}
