import {
  LEAD_DEFAULTS,
  LEAD_GRADES,
  LEAD_MESSAGES,
  LEAD_TRACKS,
  SIMPLE_EMAIL_PATTERN,
  type LeadRequest,
} from '@abhyas/contracts';

export type LeadGrade = (typeof LEAD_GRADES)[number];
export type LeadTrack = (typeof LEAD_TRACKS)[number];
export type LeadField = 'name' | 'email' | 'phone' | 'grade' | 'track';

export interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  grade: LeadGrade;
  track: LeadTrack;
  consent: boolean;
}

export const MOBILE_DIGITS = 10;

export function initialLeadFormValues(track: LeadTrack = LEAD_DEFAULTS.track): LeadFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    grade: LEAD_DEFAULTS.grade,
    track,
    consent: LEAD_DEFAULTS.consent,
  };
}

/** Keeps digits only while typing; room for a `91` or `0` prefix, which submit removes. */
export function sanitizePhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, MOBILE_DIGITS + 2);
}

/** `+91 98450 12345`, `098450 12345` and `9845012345` all become `9845012345`. */
export function normalizeMobile(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === MOBILE_DIGITS + 2 && digits.startsWith('91')) {
    return digits.slice(2);
  }
  if (digits.length === MOBILE_DIGITS + 1 && digits.startsWith('0')) {
    return digits.slice(1);
  }
  return digits;
}

export function isLeadGrade(value: string): value is LeadGrade {
  return (LEAD_GRADES as readonly string[]).includes(value);
}

export function isLeadTrack(value: string): value is LeadTrack {
  return (LEAD_TRACKS as readonly string[]).includes(value);
}

export type LeadSubmission =
  { kind: 'invalid'; field: LeadField; message: string } | { kind: 'send'; request: LeadRequest };

export function planLeadSubmission(values: LeadFormValues): LeadSubmission {
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = normalizeMobile(values.phone);
  if (name === '') {
    return { kind: 'invalid', field: 'name', message: LEAD_MESSAGES.nameRequired };
  }
  if (email === '') {
    return { kind: 'invalid', field: 'email', message: LEAD_MESSAGES.emailRequired };
  }
  if (!SIMPLE_EMAIL_PATTERN.test(email)) {
    return { kind: 'invalid', field: 'email', message: LEAD_MESSAGES.invalidEmail };
  }
  if (phone !== '' && phone.length !== MOBILE_DIGITS) {
    return { kind: 'invalid', field: 'phone', message: LEAD_MESSAGES.invalidPhone };
  }
  if (!isLeadGrade(values.grade)) {
    return { kind: 'invalid', field: 'grade', message: LEAD_MESSAGES.invalidGrade };
  }
  if (!isLeadTrack(values.track)) {
    return { kind: 'invalid', field: 'track', message: LEAD_MESSAGES.invalidTrack };
  }
  return {
    kind: 'send',
    request: {
      name,
      email,
      phone,
      grade: values.grade,
      consent: values.consent,
      track: values.track,
    },
  };
}

/** After a lead is saved the contact fields clear; class, track and consent stay for a sibling. */
export function valuesAfterLeadSent(values: LeadFormValues): LeadFormValues {
  return { ...values, name: '', email: '', phone: '' };
}
