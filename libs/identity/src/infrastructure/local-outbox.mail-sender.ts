import { randomUUID } from 'node:crypto';
import type { OutboxMail } from '@abhyas/contracts';
import type { Clock } from '@abhyas/runtime';
import type { MailSender, OutgoingMail } from '../application/identity.ports';

/** Enough for a person trying the flow; older mails fall off. */
const KEPT_MAILS = 50;

/**
 * Where mail goes when no SMTP relay is configured: kept in this process's memory, newest
 * first, for the standalone shape's outbox page (`/dev/outbox`) and for tests. Nothing leaves
 * the machine.
 */
export class LocalOutbox implements MailSender {
  private readonly mails: OutboxMail[] = [];

  constructor(private readonly clock: Clock) {}

  send(mail: OutgoingMail): Promise<void> {
    this.mails.unshift({
      id: randomUUID(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      links: mail.links,
      sentAt: this.clock.now().toISOString(),
    });
    this.mails.length = Math.min(this.mails.length, KEPT_MAILS);
    return Promise.resolve();
  }

  /** Newest first. */
  list(): OutboxMail[] {
    return [...this.mails];
  }
}
