import { createTransport, type Transporter } from 'nodemailer';
import type { MailSender, OutgoingMail } from '../application/identity.ports';

/** Mail through an SMTP relay, `smtp://user:pass@host:587` or `smtps://…:465` (`SMTP_URL`). */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }

  close(): void {
    this.transport.close();
  }
}
