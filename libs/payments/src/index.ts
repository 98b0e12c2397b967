export * from './payments.service';
export { paymentsProjection } from './application/payments.projection';
export { paymentFailuresProjection } from './application/payment-failures.projection';
export { subscriptionsProjection } from './application/subscriptions.projection';
