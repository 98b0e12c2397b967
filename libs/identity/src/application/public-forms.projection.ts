import { defineProjection, type Projection } from '@abhyas/event-store';
import { contactMessageStream, leadStream, newsletterStream } from '../domain/identity.streams';

/** Read models of the public forms, kept in the append's transaction and rebuildable from the log. */
export const publicFormsProjection = (schema: string): Projection =>
  defineProjection({
    name: 'public-forms',
    streams: [contactMessageStream, leadStream, newsletterStream],
    handlers: {
      ContactMessageReceived: async (tx, { data }) => {
        const { messageId, name, email, message, receivedAt } = data;
        await tx.query(
          `insert into ${schema}.contact_messages (message_id, name, email, message, received_at)
           values ($1, $2, $3, $4, $5) on conflict (message_id) do nothing`,
          [messageId, name, email, message, receivedAt],
        );
      },
      LeadCaptured: async (tx, { data }) => {
        const { leadId, name, email, phone, grade, track, consent, capturedAt } = data;
        await tx.query(
          `insert into ${schema}.leads (lead_id, name, email, phone, grade, track, consent, captured_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (lead_id) do nothing`,
          [leadId, name, email, phone, grade, track, consent, capturedAt],
        );
      },
      NewsletterSubscribed: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.newsletter_subscribers (email, subscribed_at)
           values ($1, $2) on conflict (email) do nothing`,
          [data.email, data.subscribedAt],
        );
      },
    },
    reset: async (tx) => {
      await tx.query(
        `truncate ${schema}.contact_messages, ${schema}.leads, ${schema}.newsletter_subscribers`,
      );
    },
  });
