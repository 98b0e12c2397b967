/** Events of the public-site streams: contact messages, leads and newsletter subscriptions. */
export interface ContactMessageReceived {
  type: 'ContactMessageReceived';
  data: { messageId: string; name: string; email: string; message: string; receivedAt: string };
}

export interface LeadCaptured {
  type: 'LeadCaptured';
  data: {
    leadId: string;
    name: string;
    email: string;
    phone: string;
    grade: string;
    track: 'olympiad' | 'cbse';
    consent: boolean;
    capturedAt: string;
  };
}

export interface NewsletterSubscribed {
  type: 'NewsletterSubscribed';
  data: { email: string; subscribedAt: string };
}

export type PublicFormEvent = ContactMessageReceived | LeadCaptured | NewsletterSubscribed;
