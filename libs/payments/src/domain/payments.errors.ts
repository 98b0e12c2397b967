import { RuleViolation } from '@abhyas/event-store/domain';

/** Rules the payments deciders enforce; the application maps each code to an HTTP answer once. */
export enum PaymentRule {
  AlreadyOpened = 'ALREADY_OPENED',
  PaymentNotFound = 'PAYMENT_NOT_FOUND',
  AmountMismatch = 'AMOUNT_MISMATCH',
  NotAnOrderPayment = 'NOT_AN_ORDER_PAYMENT',
  OrderMismatch = 'ORDER_MISMATCH',
  SubscriptionMismatch = 'SUBSCRIPTION_MISMATCH',
}

export class PaymentRuleViolation extends RuleViolation<PaymentRule> {}
