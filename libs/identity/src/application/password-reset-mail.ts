import { PASSWORD_RESET_MINUTES } from '@abhyas/contracts';
import type { OutgoingMail } from './identity.ports';

/** The web app's page that a reset link opens. */
export const RESET_PAGE_PATH = '/reset-password';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail with a parent's reset link, on the web app at `publicBaseUrl`. */
export const passwordResetMail = (
  to: { email: string; name: string },
  token: string,
  publicBaseUrl: string,
): OutgoingMail => {
  const link = new URL(RESET_PAGE_PATH, publicBaseUrl);
  link.searchParams.set('token', token);
  const href = link.toString();
  const lines = [
    `Hello ${to.name},`,
    '',
    'Someone (we hope you) asked to reset the password of your Abhyas account.',
    `Open this link within ${PASSWORD_RESET_MINUTES} minutes to choose a new one:`,
    '',
    href,
    '',
    'The link works once. If you did not ask, ignore this mail: your password stays as it is.',
  ];
  return {
    to: to.email,
    subject: 'Reset your Abhyas password',
    text: lines.join('\n'),
    html: lines
      .map((line) =>
        line === href
          ? `<p><a href="${escapeHtml(href)}">Choose a new password</a></p>`
          : line && `<p>${escapeHtml(line)}</p>`,
      )
      .join('\n'),
    links: [href],
  };
};
