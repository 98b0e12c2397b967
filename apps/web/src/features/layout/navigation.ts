import type { LandingSection } from '../../lib/hash-navigation';

/** A link to a landing-page section (`/#how`) or to one of the site's own pages. */
export type SiteLink =
  | { kind: 'section'; label: string; section: LandingSection }
  | {
      kind: 'page';
      label: string;
      to: '/contact' | '/olympiad-prep' | '/cbse-prep' | '/privacy' | '/terms';
    };

export type NavItem = { kind: 'home'; label: string } | SiteLink;

/** Each link of the header and footer, written once. */
const LINK = {
  about: { kind: 'section', label: 'About', section: 'how' },
  howItWorks: { kind: 'section', label: 'How it works', section: 'how' },
  subjects: { kind: 'section', label: 'Subjects', section: 'subjects' },
  pricing: { kind: 'section', label: 'Pricing', section: 'pricing' },
  contact: { kind: 'page', label: 'Contact', to: '/contact' },
  olympiadPrep: { kind: 'page', label: 'Olympiad prep', to: '/olympiad-prep' },
  cbsePrep: { kind: 'page', label: 'CBSE prep', to: '/cbse-prep' },
  privacy: { kind: 'page', label: 'Privacy', to: '/privacy' },
  terms: { kind: 'page', label: 'Terms', to: '/terms' },
} as const satisfies Record<string, SiteLink>;

export const HEADER_NAV: readonly NavItem[] = [
  { kind: 'home', label: 'Home' },
  LINK.howItWorks,
  LINK.subjects,
  LINK.pricing,
  LINK.contact,
];

export interface FooterNavColumn {
  /** The heading's id, which labels the column's `<nav>`. */
  id: string;
  title: string;
  links: readonly SiteLink[];
}

export const FOOTER_NAV: readonly FooterNavColumn[] = [
  { id: 'footer-company', title: 'Company', links: [LINK.about, LINK.contact, LINK.pricing] },
  {
    id: 'footer-prepare',
    title: 'Prepare',
    links: [LINK.olympiadPrep, LINK.cbsePrep, LINK.subjects],
  },
  { id: 'footer-legal', title: 'Legal', links: [LINK.privacy, LINK.terms] },
];
