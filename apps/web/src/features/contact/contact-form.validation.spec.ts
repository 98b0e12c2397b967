import { CONTACT_MESSAGES } from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';
import {
  EMPTY_CONTACT_FORM,
  contactFailureMessage,
  planContactSubmission,
  type ContactFormValues,
} from './contact-form.validation';

const filled: ContactFormValues = {
  name: 'Meera Iyer',
  email: 'meera@example.in',
  message: 'Do you cover Class 8 ICSE?',
  company: '',
};

describe('planContactSubmission', () => {
  it('sends only name, email and message, trimmed', () => {
    const plan = planContactSubmission({ ...filled, name: '  Meera Iyer ', message: ' Hello \n' });
    expect(plan).toEqual({
      kind: 'send',
      request: { name: 'Meera Iyer', email: 'meera@example.in', message: 'Hello' },
    });
    expect(plan.kind === 'send' && 'company' in plan.request).toBe(false);
  });

  it.each(['name', 'email', 'message'] as const)(
    'asks for all required fields when %s is blank',
    (field) => {
      expect(planContactSubmission({ ...filled, [field]: '   ' })).toEqual({
        kind: 'invalid',
        field,
        message: CONTACT_MESSAGES.required,
      });
    },
  );

  it('reports the first blank field on an empty form', () => {
    expect(planContactSubmission(EMPTY_CONTACT_FORM)).toEqual({
      kind: 'invalid',
      field: 'name',
      message: CONTACT_MESSAGES.required,
    });
  });

  it.each(['meera', 'meera@', 'meera@example', '@example.in', 'meera @example.in'])(
    'rejects the email %p',
    (email) => {
      expect(planContactSubmission({ ...filled, email })).toEqual({
        kind: 'invalid',
        field: 'email',
        message: CONTACT_MESSAGES.invalidEmail,
      });
    },
  );

  it('fakes success for a filled honeypot, whatever else the form holds', () => {
    expect(planContactSubmission({ ...filled, company: 'Acme SEO' })).toEqual({ kind: 'honeypot' });
    expect(planContactSubmission({ ...EMPTY_CONTACT_FORM, company: 'x' })).toEqual({
      kind: 'honeypot',
    });
  });
});

describe('contactFailureMessage', () => {
  it('prefers the server message of a non-ok answer', () => {
    expect(
      contactFailureMessage(
        new ApiError(429, 'Too Many Requests', 'Too many messages, try later.', {}, 'r1'),
      ),
    ).toBe('Too many messages, try later.');
  });

  it('falls back to the generic failure when the server gave no reason', () => {
    expect(contactFailureMessage(new ApiError(500, '', null, null, 'r1'))).toBe(
      CONTACT_MESSAGES.failed,
    );
  });

  it('asks to try again when the request never got an answer', () => {
    expect(
      contactFailureMessage(new NetworkError('Could not reach the server.', false, 'r1')),
    ).toBe(CONTACT_MESSAGES.unreachable);
    expect(contactFailureMessage(new TypeError('Failed to fetch'))).toBe(
      CONTACT_MESSAGES.unreachable,
    );
  });
});
