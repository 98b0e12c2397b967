import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account.constants';
import { safeText } from '../safe-text';

/**
 * What the paper forms may offer: examination types (the paper form's curriculum types), the
 * boards or Olympiads under each, and the subjects under each of those.
 */
export const EXAMINATION_CATALOGUE = {
  CBSE: { CBSE: ['Mathematics', 'Science', 'Social Studies', 'English', 'Hindi'] },
  ICSE: { ICSE: ['Mathematics', 'Science', 'Social Studies', 'English', 'Hindi'] },
  State: { 'State Board': ['Mathematics', 'Science', 'Social Studies', 'English', 'Kannada'] },
  Olympiad: {
    IMO: ['Mathematics'],
    NSO: ['Science'],
    IEO: ['English'],
    ICSO: ['Computer Science'],
    IGKO: ['General Knowledge'],
    ISSO: ['Social Studies'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

export type ExaminationType = keyof typeof EXAMINATION_CATALOGUE;
export const EXAMINATION_TYPES = Object.keys(EXAMINATION_CATALOGUE) as ExaminationType[];

export const curriculaOf = (types: readonly string[]): string[] =>
  types.flatMap((type) => Object.keys(EXAMINATION_CATALOGUE[type as ExaminationType] ?? {}));

export const subjectsOf = (types: readonly string[], curricula: readonly string[]): string[] => {
  const subjects = new Set<string>();
  for (const type of types) {
    const boards: Record<string, readonly string[]> =
      EXAMINATION_CATALOGUE[type as ExaminationType] ?? {};
    for (const curriculum of curricula) {
      for (const subject of boards[curriculum] ?? []) {
        subjects.add(subject);
      }
    }
  }
  return [...subjects];
};

export interface ExaminationPreferences {
  selectedTypes: string[];
  selectedCurricula: string[];
  selectedSubjects: string[];
}

/** A new account may generate anything until the parent narrows it down. */
export const DEFAULT_EXAMINATION_PREFERENCES: ExaminationPreferences = {
  selectedTypes: [...EXAMINATION_TYPES],
  selectedCurricula: curriculaOf(EXAMINATION_TYPES),
  selectedSubjects: subjectsOf(EXAMINATION_TYPES, curriculaOf(EXAMINATION_TYPES)),
};

/** `POST /api/parent/{parentId}/examination-preferences` body: `{ preferences }`. */
export const examinationPreferencesRequestSchema = z.strictObject({
  preferences: z
    .strictObject({
      selectedTypes: z.array(safeText('selectedTypes').max(40)).max(10).min(1, M.selectType),
      selectedCurricula: z
        .array(safeText('selectedCurricula').max(40))
        .max(20)
        .min(1, M.selectCurriculum),
      selectedSubjects: z
        .array(safeText('selectedSubjects').max(40))
        .max(40)
        .min(1, M.selectSubject),
    })
    .superRefine((p, ctx) => {
      const unknownType = p.selectedTypes.find((t) => !(EXAMINATION_TYPES as string[]).includes(t));
      if (unknownType) {
        ctx.addIssue({
          code: 'custom',
          path: ['selectedTypes'],
          message: `Unknown examination type: ${unknownType}`,
        });
        return;
      }
      const allowedCurricula = curriculaOf(p.selectedTypes);
      const strayCurriculum = p.selectedCurricula.find((c) => !allowedCurricula.includes(c));
      if (strayCurriculum) {
        ctx.addIssue({
          code: 'custom',
          path: ['selectedCurricula'],
          message: `${strayCurriculum} is not offered for the selected types`,
        });
        return;
      }
      const allowedSubjects = subjectsOf(p.selectedTypes, p.selectedCurricula);
      const straySubject = p.selectedSubjects.find((s) => !allowedSubjects.includes(s));
      if (straySubject) {
        ctx.addIssue({
          code: 'custom',
          path: ['selectedSubjects'],
          message: `${straySubject} is not offered for the selected boards`,
        });
      }
    }),
});

export interface ExaminationPreferencesResponse {
  success: true;
  preferences: ExaminationPreferences;
}
