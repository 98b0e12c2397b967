import {
  contactMessageReceivedV1,
  leadCapturedV1,
  newsletterSubscribedV1,
  serviceTopic,
  type PayloadOf,
} from '@abhyas/contracts';
import type { OutboxMessage } from '@abhyas/event-store';
import type { PublicFormEvent } from '../domain/public-forms.events';

const topic = serviceTopic('identity');

const message = <Payload>(
  type: string,
  key: string,
  id: string,
  payload: Payload,
): OutboxMessage => ({
  messageId: id,
  topic,
  key,
  type,
  payload,
});

/** What other services learn of identity's public-form events; the message id is the event's. */
export const toIntegrationMessage = (event: PublicFormEvent, eventId: string): OutboxMessage => {
  switch (event.type) {
    case 'ContactMessageReceived': {
      const { messageId, name, email, receivedAt } = event.data;
      const payload: PayloadOf<typeof contactMessageReceivedV1> = {
        messageId,
        name,
        email,
        receivedAt,
      };
      return message(contactMessageReceivedV1.type, messageId, eventId, payload);
    }
    case 'LeadCaptured': {
      const payload: PayloadOf<typeof leadCapturedV1> = event.data;
      return message(leadCapturedV1.type, event.data.leadId, eventId, payload);
    }
    case 'NewsletterSubscribed': {
      const payload: PayloadOf<typeof newsletterSubscribedV1> = event.data;
      return message(newsletterSubscribedV1.type, event.data.email, eventId, payload);
    }
    default: {
      const unhandled: never = event;
      throw new Error(`no integration event for ${JSON.stringify(unhandled)}`);
    }
  }
};
