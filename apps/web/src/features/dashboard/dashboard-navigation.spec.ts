import {
  PARENT_SIDEBAR,
  STUDENT_SIDEBAR,
  parseParentView,
  parseStudentTab,
  visibleSections,
} from './dashboard-navigation';

describe('dashboard navigation', () => {
  it('keeps the spec sections but shows only those with working entries', () => {
    expect(PARENT_SIDEBAR.map((section) => section.title)).toEqual([
      'Overview',
      'Student Management',
      'Paper Management',
      'Billing & Credits',
    ]);
    expect(visibleSections(PARENT_SIDEBAR).map((section) => section.title)).toEqual([
      'Overview',
      'Student Management',
      'Billing & Credits',
    ]);
    expect(
      PARENT_SIDEBAR.find((section) => section.title === 'Billing & Credits')?.entries.map(
        (entry) => entry.label,
      ),
    ).toEqual(['Payment', 'Transaction Log']);
    expect(
      visibleSections(STUDENT_SIDEBAR).flatMap((section) => section.entries.map((e) => e.view)),
    ).toEqual(['home', 'settings']);
  });

  it('falls back to the overview for an unknown view', () => {
    expect(parseParentView('settings')).toBe('settings');
    expect(parseParentView('payment')).toBe('payment');
    expect(parseParentView('transaction-log')).toBe('transaction-log');
    expect(parseParentView('reports')).toBe('dashboard');
    expect(parseParentView(undefined)).toBe('dashboard');
    expect(parseStudentTab('settings')).toBe('settings');
    expect(parseStudentTab(3)).toBe('home');
  });
});
