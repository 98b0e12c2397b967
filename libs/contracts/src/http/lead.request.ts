import { z } from 'zod';
import { SIMPLE_EMAIL_PATTERN } from './contact.request';
import { safeName, safeText } from './safe-text';

export const LEAD_GRADES = [
  'Class 5',
  'Class 6',
  'Class 7',
  'Class 8',
  'Class 9',
  'Class 10',
] as const;
export const LEAD_TRACKS = ['olympiad', 'cbse'] as const;
export const LEAD_DEFAULTS = { grade: 'Class 7', consent: true, track: 'olympiad' } as const;

export const LEAD_MESSAGES = {
  failed: 'Something went wrong. Please try again.',
  success:
    'Thank you! Check your email and WhatsApp for your free mock test and the 10-day sprint plan.',
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Phone must be a 10-digit number.',
  invalidGrade: 'Class must be one of Class 5 to Class 10.',
  invalidTrack: 'Track must be olympiad or cbse.',
} as const;

export const leadRequestSchema = z.strictObject({
  name: safeName('Name', { error: LEAD_MESSAGES.nameRequired })
    .trim()
    .min(1, LEAD_MESSAGES.nameRequired)
    .max(120),
  email: safeText('Email', { error: LEAD_MESSAGES.emailRequired })
    .trim()
    .min(1, LEAD_MESSAGES.emailRequired)
    .max(254)
    .regex(SIMPLE_EMAIL_PATTERN, LEAD_MESSAGES.invalidEmail),
  phone: safeText('Phone', { error: LEAD_MESSAGES.invalidPhone })
    .trim()
    .regex(/^(\d{10})?$/, LEAD_MESSAGES.invalidPhone)
    .optional()
    .default(''),
  grade: z.enum(LEAD_GRADES, { error: LEAD_MESSAGES.invalidGrade }).default(LEAD_DEFAULTS.grade),
  consent: z.boolean().default(LEAD_DEFAULTS.consent),
  track: z.enum(LEAD_TRACKS, { error: LEAD_MESSAGES.invalidTrack }).default(LEAD_DEFAULTS.track),
});

export type LeadRequest = z.infer<typeof leadRequestSchema>;
