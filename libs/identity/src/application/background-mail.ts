import type { Logger } from 'pino';
import type { MailSender, OutgoingMail } from './identity.ports';

/**
 * Sends mail after the answer, not before it: a request for an existing account must take as
 * long as one for an unknown email, and an SMTP round trip would tell them apart. A failed send
 * is logged (the parent asks again); `drain` lets a stopping service finish what it started.
 */
export class BackgroundMail {
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly sender: MailSender,
    private readonly logger: Logger,
  ) {}

  send(mail: OutgoingMail, purpose: string): void {
    const sent = this.sender
      .send(mail)
      .catch((error: unknown) => this.logger.error({ err: error, purpose }, 'mail not sent'))
      .finally(() => this.sending.delete(sent));
    this.sending.add(sent);
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }
}
