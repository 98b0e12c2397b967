import type { LandingSection } from '../../lib/hash-navigation';

export type NavItem =
  | { kind: 'home'; label: string }
  | { kind: 'section'; label: string; section: LandingSection }
  | { kind: 'page'; label: string; to: '/contact' };

export const HEADER_NAV: readonly NavItem[] = [
  { kind: 'home', label: 'Home' },
  { kind: 'section', label: 'How it works', section: 'how' },
  { kind: 'section', label: 'Subjects', section: 'subjects' },
  { kind: 'section', label: 'Pricing', section: 'pricing' },
  { kind: 'page', label: 'Contact', to: '/contact' },
];
