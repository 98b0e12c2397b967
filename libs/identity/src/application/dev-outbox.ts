import type { DevOutboxResponse, OutboxMail } from '@abhyas/contracts';
import { identityErrors } from './identity.exception';

/**
 * The mails the local outbox kept, for the standalone shape's /dev/outbox page: a person can
 * follow a reset link without a mail server. Off (404) with SMTP or in production.
 */
export class DevOutbox {
  constructor(private readonly outbox?: { list(): OutboxMail[] }) {}

  mails(): DevOutboxResponse {
    if (!this.outbox) {
      throw identityErrors.outboxOff();
    }
    return { success: true, mails: this.outbox.list() };
  }
}
