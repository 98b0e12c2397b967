import pino from 'pino';
import { BackgroundMail } from './background-mail';
import type { MailSender, OutgoingMail } from './identity.ports';
import { passwordResetMail } from './password-reset-mail';

describe('the password reset mail', () => {
  it('links to the web app at the configured address, whatever the path it was given', () => {
    const mail = passwordResetMail(
      { email: 'asha@example.in', name: 'Asha' },
      'acc-1.s3cr3t_-',
      'https://abhyas.in/some/where',
    );
    expect(mail.links).toEqual(['https://abhyas.in/reset-password?token=acc-1.s3cr3t_-']);
    expect(mail.to).toBe('asha@example.in');
    expect(mail.text).toContain('https://abhyas.in/reset-password?token=acc-1.s3cr3t_-');
    expect(mail.text).toContain('30 minutes');
  });

  it('escapes the name in the HTML part', () => {
    const mail = passwordResetMail(
      { email: 'a@example.in', name: '<b>Asha</b>' },
      'acc-1.s',
      'http://localhost:5020',
    );
    expect(mail.html).not.toContain('<b>Asha</b>');
    expect(mail.html).toContain('&#60;b&#62;Asha&#60;/b&#62;');
  });
});

describe('BackgroundMail', () => {
  const mail: OutgoingMail = { to: 'a@example.in', subject: 's', text: 't', html: 'h', links: [] };

  it('sends without making the caller wait, and drains what is still going out', async () => {
    let release: () => void = () => undefined;
    const sent: OutgoingMail[] = [];
    const slow: MailSender = {
      send: (outgoing) =>
        new Promise<void>((resolve) => {
          release = () => {
            sent.push(outgoing);
            resolve();
          };
        }),
    };
    const background = new BackgroundMail(slow, pino({ level: 'silent' }));
    background.send(mail, 'test');
    expect(sent).toEqual([]);
    const drained = background.drain();
    release();
    await drained;
    expect(sent).toEqual([mail]);
  });

  it('logs a failed send instead of failing anything', async () => {
    const logged: unknown[] = [];
    const logger = pino(
      { level: 'error' },
      { write: (line: string) => logged.push(JSON.parse(line)) },
    );
    const failing: MailSender = { send: () => Promise.reject(new Error('relay refused')) };
    const background = new BackgroundMail(failing, logger);
    background.send(mail, 'password-reset');
    await background.drain();
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'mail not sent', purpose: 'password-reset' }),
    ]);
  });
});
