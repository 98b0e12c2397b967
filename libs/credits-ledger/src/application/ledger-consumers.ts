import {
  parentRegisteredV1,
  paymentCapturedV1,
  serviceTopic,
  WELCOME_BONUS_CREDITS,
} from '@abhyas/contracts';
import type { DeliveredMessage, MessageBus, Subscription } from '@abhyas/messaging';
import type { ServiceContext } from '@abhyas/runtime';
import type { LedgerHandler } from './ledger.handler';

type Logger = ServiceContext['logger'];

export const LEDGER_CONSUMER_GROUP = 'credits-ledger';
export const WELCOME_BONUS_DESCRIPTION = 'Welcome bonus';

export const welcomeBonusTransferId = (parentId: string): string => `welcome-bonus:${parentId}`;

/**
 * Credits that other services' events grant. Both grants carry a transfer id fixed by the event
 * (welcome-bonus:<parentId>, the payment's grant id), so however often a message is delivered,
 * and whether the payment also reached the ledger over HTTP, the credits are applied once.
 */
export class LedgerConsumers {
  private subscriptions: Subscription[] = [];

  constructor(
    private readonly bus: MessageBus,
    private readonly ledger: LedgerHandler,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.subscriptions = [
      await this.bus.subscribe({
        topic: serviceTopic('identity'),
        group: LEDGER_CONSUMER_GROUP,
        handler: (message) => this.onIdentityEvent(message),
      }),
      await this.bus.subscribe({
        topic: serviceTopic('payments'),
        group: LEDGER_CONSUMER_GROUP,
        handler: (message) => this.onPaymentsEvent(message),
      }),
    ];
  }

  async stop(): Promise<void> {
    const subscriptions = this.subscriptions;
    this.subscriptions = [];
    await Promise.all(subscriptions.map((subscription) => subscription.close()));
  }

  async onIdentityEvent(message: DeliveredMessage): Promise<void> {
    if (message.type !== parentRegisteredV1.type) {
      return;
    }
    const parsed = parentRegisteredV1.schema.safeParse(message.payload);
    if (!parsed.success) {
      this.logger.warn({ messageId: message.id, type: message.type }, 'malformed event ignored');
      return;
    }
    await this.ledger.grant({
      transferId: welcomeBonusTransferId(parsed.data.parentId),
      accountId: parsed.data.parentId,
      amount: WELCOME_BONUS_CREDITS,
      type: 'bonus',
      description: WELCOME_BONUS_DESCRIPTION,
    });
  }

  async onPaymentsEvent(message: DeliveredMessage): Promise<void> {
    if (message.type !== paymentCapturedV1.type) {
      return;
    }
    const parsed = paymentCapturedV1.schema.safeParse(message.payload);
    if (!parsed.success) {
      this.logger.warn({ messageId: message.id, type: message.type }, 'malformed event ignored');
      return;
    }
    const { userId, grant, paymentId, orderId, subscriptionId } = parsed.data;
    await this.ledger.grant({
      transferId: grant.transferId,
      accountId: userId,
      amount: grant.credits,
      type: grant.type,
      description: grant.description,
      reference: {
        paymentId,
        ...(orderId ? { orderId } : {}),
        ...(subscriptionId ? { subscriptionId } : {}),
      },
    });
  }
}
