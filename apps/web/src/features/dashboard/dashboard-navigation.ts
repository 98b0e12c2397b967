/**
 * The dashboards' sidebars. Each later feature adds its entries here (Reports, Timeline, Learning
 * Needs, Explanation Requests, Generate Paper, View Papers, Schedule Test, Test Results, Payment,
 * Transaction Log, the credit card); a section with no working entry yet is not shown.
 */
export const PARENT_VIEWS = [
  'dashboard',
  'add-student',
  'settings',
  'payment',
  'transaction-log',
] as const;
export type ParentView = (typeof PARENT_VIEWS)[number];

export const STUDENT_TABS = ['home', 'settings'] as const;
export type StudentTab = (typeof STUDENT_TABS)[number];

export interface SidebarEntry<V extends string> {
  view: V;
  label: string;
  icon: string;
}

export interface SidebarSection<V extends string> {
  title: string;
  entries: SidebarEntry<V>[];
}

export const PARENT_SIDEBAR: SidebarSection<ParentView>[] = [
  { title: 'Overview', entries: [{ view: 'dashboard', label: 'Dashboard', icon: '▦' }] },
  {
    title: 'Student Management',
    entries: [
      { view: 'add-student', label: 'Add Student', icon: '+' },
      { view: 'settings', label: 'Settings', icon: '⚙' },
    ],
  },
  { title: 'Paper Management', entries: [] },
  {
    title: 'Billing & Credits',
    entries: [
      { view: 'payment', label: 'Payment', icon: '₹' },
      { view: 'transaction-log', label: 'Transaction Log', icon: '≡' },
    ],
  },
];

export const STUDENT_SIDEBAR: SidebarSection<StudentTab>[] = [
  { title: 'My space', entries: [{ view: 'home', label: 'Home', icon: '⌂' }] },
  { title: 'Tests', entries: [] },
  { title: 'Progress', entries: [] },
  { title: 'Account', entries: [{ view: 'settings', label: 'Settings', icon: '⚙' }] },
];

export function visibleSections<V extends string>(
  sections: SidebarSection<V>[],
): SidebarSection<V>[] {
  return sections.filter((section) => section.entries.length > 0);
}

function parseOneOf<V extends string>(allowed: readonly V[], fallback: V) {
  return (value: unknown): V =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value)
      ? (value as V)
      : fallback;
}

export const parseParentView = parseOneOf(PARENT_VIEWS, 'dashboard');
export const parseStudentTab = parseOneOf(STUDENT_TABS, 'home');

export const PARENT_VIEW_TITLES: Record<ParentView, string> = {
  dashboard: 'Dashboard',
  'add-student': 'Add Student',
  settings: 'Settings',
  payment: 'Payment',
  'transaction-log': 'Transaction Log',
};
