import { AVAILABLE_FEATURES, FEATURES, type Feature } from './available-features';
import {
  PARENT_SIDEBAR,
  PARENT_VIEWS,
  PARENT_VIEW_TITLES,
  STUDENT_SIDEBAR,
  STUDENT_TABS,
  parseParentView,
  parseStudentTab,
  visibleSections,
} from './dashboard-navigation';

const labels = <V extends string>(sections: ReturnType<typeof visibleSections<V>>) =>
  sections.map((section) => [section.title, section.entries.map((entry) => entry.label)]);

describe('dashboard navigation', () => {
  it('lays out the spec sections, each view once', () => {
    expect(PARENT_SIDEBAR.map((section) => section.title)).toEqual([
      'Overview',
      'Student Management',
      'Paper Management',
      'Billing & Credits',
    ]);
    const parentViews = PARENT_SIDEBAR.flatMap((section) => section.entries.map((e) => e.view));
    expect([...parentViews].sort()).toEqual([...PARENT_VIEWS].sort());
    const studentViews = STUDENT_SIDEBAR.flatMap((section) => section.entries.map((e) => e.view));
    expect([...studentViews].sort()).toEqual([...STUDENT_TABS].sort());
  });

  it('shows only the entries of available features, and no section left empty', () => {
    expect(labels(visibleSections(PARENT_SIDEBAR))).toEqual([
      ['Overview', ['Dashboard', 'Reports', 'Timeline', 'Learning Needs']],
      ['Student Management', ['Add Student', 'Explanation Requests', 'Settings']],
      ['Paper Management', ['Generate Paper', 'View Papers', 'Schedule Test', 'Test Results']],
      ['Billing & Credits', ['Payment', 'Transaction Log']],
    ]);
    expect(labels(visibleSections(STUDENT_SIDEBAR))).toEqual([
      ['My space', ['Home']],
      ['Tests', ['Available Tests', 'Test Results', 'Explanation Requests']],
      ['Progress', ['Learning Needs', 'Analysis', 'Performance']],
      ['Account', ['Settings']],
    ]);
  });

  it('leaves out the entries of a feature missing from the list', () => {
    const withoutNeeds = AVAILABLE_FEATURES.filter((feature) => feature !== 'learning-needs');
    const visibleFeatures = [
      ...visibleSections(PARENT_SIDEBAR, withoutNeeds).flatMap((section) => section.entries),
      ...visibleSections(STUDENT_SIDEBAR, withoutNeeds).flatMap((section) => section.entries),
    ].map((entry) => entry.feature);
    expect(visibleFeatures).not.toContain('learning-needs');
  });

  it('shows a feature everywhere once the list has it', () => {
    const withReports = [...AVAILABLE_FEATURES, 'progress-reports'] as Feature[];
    expect(labels(visibleSections(PARENT_SIDEBAR, withReports))).toContainEqual([
      'Overview',
      ['Dashboard', 'Reports', 'Timeline', 'Learning Needs'],
    ]);
    expect(labels(visibleSections(STUDENT_SIDEBAR, withReports))).toContainEqual([
      'Progress',
      ['Learning Needs', 'Analysis', 'Performance'],
    ]);
    expect(Object.keys(FEATURES)).toEqual(expect.arrayContaining(withReports));
  });

  it('falls back to the overview for an unknown or unavailable view', () => {
    expect(parseParentView('settings')).toBe('settings');
    expect(parseParentView('payment')).toBe('payment');
    expect(parseParentView('transaction-log')).toBe('transaction-log');
    expect(parseParentView('reports')).toBe('reports');
    expect(parseParentView('generate-paper')).toBe('generate-paper');
    expect(parseParentView('view-papers')).toBe('view-papers');
    expect(parseParentView('schedule-test')).toBe('schedule-test');
    expect(parseParentView('test-results')).toBe('test-results');
    expect(parseParentView('timeline')).toBe('timeline');
    expect(parseParentView('nonsense')).toBe('dashboard');
    expect(parseParentView(undefined)).toBe('dashboard');
    expect(parseStudentTab('settings')).toBe('settings');
    expect(parseStudentTab('available-tests')).toBe('available-tests');
    expect(parseStudentTab('test-results')).toBe('test-results');
    expect(parseStudentTab('explanation-requests')).toBe('explanation-requests');
    expect(parseParentView('explanation-requests')).toBe('explanation-requests');
    expect(parseStudentTab('analysis')).toBe('analysis');
    expect(parseStudentTab('performance')).toBe('performance');
    expect(parseStudentTab('learning-needs')).toBe('learning-needs');
    expect(parseParentView('learning-needs')).toBe('learning-needs');
    expect(parseStudentTab(3)).toBe('home');
  });

  it('titles each view with its label', () => {
    expect(PARENT_VIEW_TITLES['transaction-log']).toBe('Transaction Log');
    expect(PARENT_VIEW_TITLES.dashboard).toBe('Dashboard');
  });
});
