import type { ContactRequest, LeadRequest, NewsletterRequest } from '@abhyas/contracts';
import type { EventStore, RecordedEvent } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import { contactMessageDecider } from '../domain/contact-message.decider';
import { leadDecider } from '../domain/lead.decider';
import { newsletterSubscriptionDecider } from '../domain/newsletter-subscription.decider';
import type { PublicFormEvent } from '../domain/public-forms.events';
import { toIntegrationMessage } from './identity-integration-events';

/** Each recorded event leaves as one integration message whose id is the event's own. */
const outbox = (events: readonly RecordedEvent[]) =>
  events.map((event) => toIntegrationMessage(event as unknown as PublicFormEvent, event.eventId));

/** The three public-site forms: each submission becomes an event in its own stream. */
export class PublicFormsHandler {
  constructor(
    private readonly events: EventStore,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  async submitContactMessage(request: ContactRequest): Promise<{ id: string }> {
    const messageId = this.newId();
    await this.events.handleCommand(
      `contact-message-${messageId}`,
      {
        type: 'SubmitContactMessage',
        data: { ...request, messageId },
        metadata: { now: this.clock.now() },
      },
      contactMessageDecider,
      { outbox },
    );
    return { id: messageId };
  }

  async captureLead(request: LeadRequest): Promise<{ id: string }> {
    const leadId = this.newId();
    await this.events.handleCommand(
      `lead-${leadId}`,
      { type: 'CaptureLead', data: { ...request, leadId }, metadata: { now: this.clock.now() } },
      leadDecider,
      { outbox },
    );
    return { id: leadId };
  }

  async subscribeToNewsletter(request: NewsletterRequest): Promise<void> {
    await this.events.handleCommand(
      `newsletter-${request.email}`,
      {
        type: 'SubscribeToNewsletter',
        data: { email: request.email },
        metadata: { now: this.clock.now() },
      },
      newsletterSubscriptionDecider,
      { outbox },
    );
  }
}
