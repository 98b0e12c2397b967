import type { Projection, RecordedEvent, SqlExecutor } from '@abhyas/event-store';
import type { PublicFormEvent } from '../domain/public-forms.events';

/** Read models of the public forms, kept in the append's transaction and rebuildable from the log. */
export const publicFormsProjection = (schema: string): Projection => ({
  name: 'public-forms',
  handles: ['ContactMessageReceived', 'LeadCaptured', 'NewsletterSubscribed'],
  apply: async (tx: SqlExecutor, recorded: RecordedEvent) => {
    const event = { type: recorded.type, data: recorded.data } as PublicFormEvent;
    switch (event.type) {
      case 'ContactMessageReceived': {
        const { messageId, name, email, message, receivedAt } = event.data;
        await tx.query(
          `insert into ${schema}.contact_messages (message_id, name, email, message, received_at)
           values ($1, $2, $3, $4, $5) on conflict (message_id) do nothing`,
          [messageId, name, email, message, receivedAt],
        );
        return;
      }
      case 'LeadCaptured': {
        const { leadId, name, email, phone, grade, track, consent, capturedAt } = event.data;
        await tx.query(
          `insert into ${schema}.leads (lead_id, name, email, phone, grade, track, consent, captured_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (lead_id) do nothing`,
          [leadId, name, email, phone, grade, track, consent, capturedAt],
        );
        return;
      }
      case 'NewsletterSubscribed': {
        await tx.query(
          `insert into ${schema}.newsletter_subscribers (email, subscribed_at)
           values ($1, $2) on conflict (email) do nothing`,
          [event.data.email, event.data.subscribedAt],
        );
        return;
      }
      default: {
        const unhandled: never = event;
        throw new Error(`public-forms projection cannot apply ${JSON.stringify(unhandled)}`);
      }
    }
  },
  reset: async (tx: SqlExecutor) => {
    await tx.query(
      `truncate ${schema}.contact_messages, ${schema}.leads, ${schema}.newsletter_subscribers`,
    );
  },
});
