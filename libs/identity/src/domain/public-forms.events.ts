import { LEAD_TRACKS } from '@abhyas/contracts';
import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

/** Events of the public-site streams: contact messages, leads and newsletter subscriptions. */
export const contactMessageEvents = defineEvents({
  ContactMessageReceived: z.object({
    messageId: z.string(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    receivedAt: z.string(),
  }),
});

export const leadEvents = defineEvents({
  LeadCaptured: z.object({
    leadId: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    grade: z.string(),
    track: z.enum(LEAD_TRACKS),
    consent: z.boolean(),
    capturedAt: z.string(),
  }),
});

export const newsletterEvents = defineEvents({
  NewsletterSubscribed: z.object({ email: z.string(), subscribedAt: z.string() }),
});

export type ContactMessageReceived = EventOf<typeof contactMessageEvents>;
export type LeadCaptured = EventOf<typeof leadEvents>;
export type NewsletterSubscribed = EventOf<typeof newsletterEvents>;
export type PublicFormEvent = ContactMessageReceived | LeadCaptured | NewsletterSubscribed;
