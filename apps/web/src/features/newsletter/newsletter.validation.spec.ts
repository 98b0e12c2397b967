import { NEWSLETTER_MESSAGES } from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';
import { checkNewsletterEmail, newsletterFailureMessage } from './newsletter.validation';

describe('checkNewsletterEmail', () => {
  it('accepts and trims a valid address', () => {
    expect(checkNewsletterEmail('  priya@example.in ')).toEqual({
      ok: true,
      email: 'priya@example.in',
    });
  });

  it.each(['', '   ', 'priya', 'priya@example'])('rejects %p before anything is sent', (raw) => {
    expect(checkNewsletterEmail(raw)).toEqual({
      ok: false,
      message: NEWSLETTER_MESSAGES.invalidEmail,
    });
  });
});

describe('newsletterFailureMessage', () => {
  it('shows the server message when there is one', () => {
    expect(
      newsletterFailureMessage(
        new ApiError(400, 'Bad Request', 'Please enter a valid email address.', {}, 'r'),
      ),
    ).toBe('Please enter a valid email address.');
  });

  it('falls back to the generic failure', () => {
    expect(newsletterFailureMessage(new ApiError(502, '', null, null, 'r'))).toBe(
      NEWSLETTER_MESSAGES.failed,
    );
    expect(newsletterFailureMessage(new NetworkError('offline', false, 'r'))).toBe(
      NEWSLETTER_MESSAGES.failed,
    );
  });
});
