import { PARENT_VIEWS, STUDENT_TABS, type ParentView, type StudentTab } from '@abhyas/contracts';
import { AVAILABLE_FEATURES, isAvailable, type Feature } from './available-features';

/**
 * The dashboards' sidebars as the spec lays them out. Every entry names its feature; entries of a
 * feature that is not available (available-features.ts) are left out, and so are their views
 * when asked for by URL, and a section with no entry left is not shown.
 */
export { PARENT_VIEWS, STUDENT_TABS, type ParentView, type StudentTab };

export interface SidebarEntry<V extends string> {
  view: V;
  label: string;
  icon: string;
  feature: Feature;
}

export interface SidebarSection<V extends string> {
  title: string;
  entries: SidebarEntry<V>[];
}

/** Each sidebar entry, written once; the two dashboards share some of them. */
const ENTRIES: Record<ParentView | StudentTab, Omit<SidebarEntry<string>, 'view'>> = {
  dashboard: { label: 'Dashboard', icon: '▦', feature: 'accounts' },
  reports: { label: 'Reports', icon: '▥', feature: 'progress-reports' },
  timeline: { label: 'Timeline', icon: '⋮', feature: 'progress-reports' },
  'learning-needs': { label: 'Learning Needs', icon: '◎', feature: 'learning-needs' },
  'add-student': { label: 'Add Student', icon: '+', feature: 'family' },
  'explanation-requests': { label: 'Explanation Requests', icon: '?', feature: 'explanations' },
  settings: { label: 'Settings', icon: '⚙', feature: 'accounts' },
  'generate-paper': { label: 'Generate Paper', icon: '✎', feature: 'papers' },
  'view-papers': { label: 'View Papers', icon: '☰', feature: 'papers' },
  'schedule-test': { label: 'Schedule Test', icon: '◷', feature: 'tests' },
  'test-results': { label: 'Test Results', icon: '✓', feature: 'tests' },
  payment: { label: 'Payment', icon: '₹', feature: 'credits' },
  'transaction-log': { label: 'Transaction Log', icon: '≡', feature: 'credits' },
  home: { label: 'Home', icon: '⌂', feature: 'accounts' },
  'available-tests': { label: 'Available Tests', icon: '◷', feature: 'tests' },
  analysis: { label: 'Analysis', icon: '▥', feature: 'progress-reports' },
  performance: { label: 'Performance', icon: '↗', feature: 'progress-reports' },
};

function sidebarSection<V extends ParentView | StudentTab>(
  title: string,
  views: V[],
): SidebarSection<V> {
  return { title, entries: views.map((view) => ({ view, ...ENTRIES[view] })) };
}

export const PARENT_SIDEBAR: SidebarSection<ParentView>[] = [
  sidebarSection('Overview', ['dashboard', 'reports', 'timeline', 'learning-needs']),
  sidebarSection('Student Management', ['add-student', 'explanation-requests', 'settings']),
  sidebarSection('Paper Management', [
    'generate-paper',
    'view-papers',
    'schedule-test',
    'test-results',
  ]),
  sidebarSection('Billing & Credits', ['payment', 'transaction-log']),
];

export const STUDENT_SIDEBAR: SidebarSection<StudentTab>[] = [
  sidebarSection('My space', ['home']),
  sidebarSection('Tests', ['available-tests', 'test-results', 'explanation-requests']),
  sidebarSection('Progress', ['learning-needs', 'analysis', 'performance']),
  sidebarSection('Account', ['settings']),
];

/** The sections and entries whose features are available; empty sections are dropped. */
export function visibleSections<V extends string>(
  sections: SidebarSection<V>[],
  available: readonly Feature[] = AVAILABLE_FEATURES,
): SidebarSection<V>[] {
  return sections
    .map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => isAvailable(entry.feature, available)),
    }))
    .filter((section) => section.entries.length > 0);
}

/** A view from the URL, if it is one of the sidebar's visible entries; the fallback otherwise. */
function parseVisible<V extends string>(sections: SidebarSection<V>[], fallback: V) {
  return (value: unknown): V =>
    visibleSections(sections)
      .flatMap((section) => section.entries)
      .find((entry) => entry.view === value)?.view ?? fallback;
}

export const parseParentView = parseVisible(PARENT_SIDEBAR, 'dashboard');
export const parseStudentTab = parseVisible(STUDENT_SIDEBAR, 'home');

/** Page titles: each view's sidebar label. */
export const PARENT_VIEW_TITLES = Object.fromEntries(
  PARENT_SIDEBAR.flatMap((section) => section.entries.map((entry) => [entry.view, entry.label])),
) as Record<ParentView, string>;
