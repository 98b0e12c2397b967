import { LEAD_DEFAULTS, LEAD_MESSAGES } from '@abhyas/contracts';
import {
  initialLeadFormValues,
  normalizeMobile,
  planLeadSubmission,
  sanitizePhoneInput,
  valuesAfterLeadSent,
  type LeadFormValues,
} from './lead-form.validation';

const filled: LeadFormValues = {
  ...initialLeadFormValues(),
  name: 'Arjun Rao',
  email: 'arjun@example.in',
};

describe('initialLeadFormValues', () => {
  it('defaults to Class 7, the olympiad track and consent given', () => {
    expect(initialLeadFormValues()).toEqual({
      name: '',
      email: '',
      phone: '',
      grade: 'Class 7',
      track: 'olympiad',
      consent: true,
    });
    expect(LEAD_DEFAULTS).toMatchObject({ grade: 'Class 7', track: 'olympiad', consent: true });
  });

  it('preselects the page track', () => {
    expect(initialLeadFormValues('cbse').track).toBe('cbse');
  });
});

describe('phone input', () => {
  it('keeps digits only', () => {
    expect(sanitizePhoneInput('98450-12a345')).toBe('9845012345');
  });

  it('leaves room for a country or trunk prefix while typing', () => {
    expect(sanitizePhoneInput('+91 98450 12345 678')).toBe('919845012345');
  });

  it.each([
    ['+91 98450 12345', '9845012345'],
    ['098450 12345', '9845012345'],
    ['9845012345', '9845012345'],
    ['12345', '12345'],
    ['', ''],
  ])('normalises %p to %p', (raw, expected) => {
    expect(normalizeMobile(raw)).toBe(expected);
  });
});

describe('planLeadSubmission', () => {
  it('sends the full payload with an empty phone when none was given', () => {
    expect(planLeadSubmission({ ...filled, name: ' Arjun Rao ' })).toEqual({
      kind: 'send',
      request: {
        name: 'Arjun Rao',
        email: 'arjun@example.in',
        phone: '',
        grade: 'Class 7',
        consent: true,
        track: 'olympiad',
      },
    });
  });

  it('sends a normalised 10-digit phone and the chosen class, track and consent', () => {
    const plan = planLeadSubmission({
      ...filled,
      phone: '919845012345',
      grade: 'Class 10',
      track: 'cbse',
      consent: false,
    });
    expect(plan).toEqual({
      kind: 'send',
      request: {
        name: 'Arjun Rao',
        email: 'arjun@example.in',
        phone: '9845012345',
        grade: 'Class 10',
        consent: false,
        track: 'cbse',
      },
    });
  });

  it('requires a name', () => {
    expect(planLeadSubmission({ ...filled, name: '  ' })).toEqual({
      kind: 'invalid',
      field: 'name',
      message: LEAD_MESSAGES.nameRequired,
    });
  });

  it('requires an email, and a valid one', () => {
    expect(planLeadSubmission({ ...filled, email: '' })).toEqual({
      kind: 'invalid',
      field: 'email',
      message: LEAD_MESSAGES.emailRequired,
    });
    expect(planLeadSubmission({ ...filled, email: 'arjun@example' })).toEqual({
      kind: 'invalid',
      field: 'email',
      message: LEAD_MESSAGES.invalidEmail,
    });
  });

  it('rejects a phone that is not 10 digits', () => {
    expect(planLeadSubmission({ ...filled, phone: '98450' })).toEqual({
      kind: 'invalid',
      field: 'phone',
      message: LEAD_MESSAGES.invalidPhone,
    });
  });

  it('does not require consent', () => {
    expect(planLeadSubmission({ ...filled, consent: false }).kind).toBe('send');
  });

  it('rejects a class or track outside the lists', () => {
    expect(planLeadSubmission({ ...filled, grade: 'Class 4' as never })).toMatchObject({
      kind: 'invalid',
      field: 'grade',
    });
    expect(planLeadSubmission({ ...filled, track: 'icse' as never })).toMatchObject({
      kind: 'invalid',
      field: 'track',
    });
  });
});

describe('valuesAfterLeadSent', () => {
  it('clears name, email and phone but keeps class, track and consent', () => {
    const sent: LeadFormValues = {
      name: 'Arjun',
      email: 'a@b.in',
      phone: '9845012345',
      grade: 'Class 9',
      track: 'cbse',
      consent: false,
    };
    expect(valuesAfterLeadSent(sent)).toEqual({
      name: '',
      email: '',
      phone: '',
      grade: 'Class 9',
      track: 'cbse',
      consent: false,
    });
  });
});
