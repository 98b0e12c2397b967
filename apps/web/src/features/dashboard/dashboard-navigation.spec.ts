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
    ]);
    expect(
      visibleSections(STUDENT_SIDEBAR).flatMap((section) => section.entries.map((e) => e.view)),
    ).toEqual(['home', 'settings']);
  });

  it('falls back to the overview for an unknown view', () => {
    expect(parseParentView('settings')).toBe('settings');
    expect(parseParentView('payment')).toBe('dashboard');
    expect(parseParentView(undefined)).toBe('dashboard');
    expect(parseStudentTab('settings')).toBe('settings');
    expect(parseStudentTab(3)).toBe('home');
  });
});
