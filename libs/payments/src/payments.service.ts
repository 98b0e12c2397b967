import { Module } from '@nestjs/common';
import type { ServiceDefinition } from '@abhyas/runtime';
import { razorpayHealthCheck } from './razorpay-health.check';

/** No HTTP routes yet: a later issue gives this service its features. */
@Module({})
export class PaymentsModule {}

export const paymentsService: ServiceDefinition = {
  name: 'payments',
  migrations: [],
  create: (context) => ({
    healthChecks: { razorpay: razorpayHealthCheck(context.env) },
    module: PaymentsModule,
  }),
};
