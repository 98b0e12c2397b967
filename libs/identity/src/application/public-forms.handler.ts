import type { ContactRequest, LeadRequest, NewsletterRequest } from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import { contactMessageStream, leadStream, newsletterStream } from '../domain/identity.streams';

/** The three public-site forms: each submission becomes an event in its own stream. */
export class PublicFormsHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  async submitContactMessage(request: ContactRequest): Promise<{ id: string }> {
    const messageId = this.newId();
    await this.store.handle(contactMessageStream, messageId, {
      type: 'SubmitContactMessage',
      data: { ...request, messageId },
      metadata: { now: this.clock.now() },
    });
    return { id: messageId };
  }

  async captureLead(request: LeadRequest): Promise<{ id: string }> {
    const leadId = this.newId();
    await this.store.handle(leadStream, leadId, {
      type: 'CaptureLead',
      data: { ...request, leadId },
      metadata: { now: this.clock.now() },
    });
    return { id: leadId };
  }

  async subscribeToNewsletter(request: NewsletterRequest): Promise<void> {
    await this.store.handle(newsletterStream, request.email, {
      type: 'SubscribeToNewsletter',
      data: { email: request.email },
      metadata: { now: this.clock.now() },
    });
  }
}
