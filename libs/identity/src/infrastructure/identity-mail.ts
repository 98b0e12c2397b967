import type { Clock } from '@abhyas/runtime';
import type { MailSender } from '../application/identity.ports';
import type { IdentityConfig } from './identity.config';
import { LocalOutbox } from './local-outbox.mail-sender';
import { SmtpMailSender } from './smtp-mail.sender';

export interface IdentityMail {
  sender: MailSender;
  /** The local outbox, when mail goes there and it may be shown (never in production). */
  shownOutbox?: LocalOutbox;
  close(): void;
}

/** Whether mail goes to the local outbox and its page may show it (no SMTP, not production). */
export const isLocalOutboxShown = (env: {
  SMTP_URL?: string | undefined;
  NODE_ENV?: string | undefined;
}): boolean => !env.SMTP_URL && env.NODE_ENV !== 'production';

/** SMTP when SMTP_URL is set; otherwise the local outbox, shown only outside production. */
export const identityMail = (config: IdentityConfig, clock: Clock): IdentityMail => {
  if (config.SMTP_URL) {
    const smtp = new SmtpMailSender(config.SMTP_URL, config.MAIL_FROM);
    return { sender: smtp, close: () => smtp.close() };
  }
  const outbox = new LocalOutbox(clock);
  return {
    sender: outbox,
    shownOutbox: isLocalOutboxShown(config) ? outbox : undefined,
    close: () => undefined,
  };
};
