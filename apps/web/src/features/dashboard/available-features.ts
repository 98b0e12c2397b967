/**
 * The product's features, each served by one service. A feature whose service has none built yet
 * (`features: 'none'` in its definition: its routes answer 501 'Not available yet') has no screens
 * to show, so navigation leaves out every entry of a feature missing from AVAILABLE_FEATURES.
 * The change that builds a feature's screens adds it here; nothing else hides them.
 */
export const FEATURES = {
  accounts: 'identity',
  family: 'identity',
  credits: 'credits-ledger and payments',
  papers: 'paper-generation',
  tests: 'test-attempt',
  /** Dashboard figures, Reports, Timeline, Analysis and Performance: charts over test attempts. */
  'progress-reports': 'test-attempt',
  explanations: 'explanations',
  'learning-needs': 'learning-analytics',
} as const;
export type Feature = keyof typeof FEATURES;

export const AVAILABLE_FEATURES: readonly Feature[] = [
  'accounts',
  'family',
  'credits',
  'papers',
  'tests',
  'explanations',
  'progress-reports',
  'learning-needs',
];

export const isAvailable = (
  feature: Feature,
  available: readonly Feature[] = AVAILABLE_FEATURES,
): boolean => available.includes(feature);
