import { z } from 'zod';
import { defineIntegrationEvent } from '../integration-event';

export const contactMessageReceivedV1 = defineIntegrationEvent(
  'identity',
  'contact-message-received.v1',
  z.object({ messageId: z.string(), name: z.string(), email: z.string(), receivedAt: z.string() }),
);

export const leadCapturedV1 = defineIntegrationEvent(
  'identity',
  'lead-captured.v1',
  z.object({
    leadId: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    grade: z.string(),
    track: z.enum(['olympiad', 'cbse']),
    consent: z.boolean(),
    capturedAt: z.string(),
  }),
);

export const newsletterSubscribedV1 = defineIntegrationEvent(
  'identity',
  'newsletter-subscribed.v1',
  z.object({ email: z.string(), subscribedAt: z.string() }),
);
