import { usesAppChrome } from './app-chrome';

describe('usesAppChrome', () => {
  it('is true for the dashboards, parent screens and test screens only', () => {
    expect(usesAppChrome('/parent-dashboard')).toBe(true);
    expect(usesAppChrome('/student-dashboard')).toBe(true);
    expect(usesAppChrome('/parent/add-child')).toBe(true);
    expect(usesAppChrome('/parent/view-papers')).toBe(true);
    expect(usesAppChrome('/create-paper')).toBe(true);
    expect(usesAppChrome('/create-papers')).toBe(false);
    expect(usesAppChrome('/test-taking')).toBe(true);
    expect(usesAppChrome('/test-results')).toBe(true);
    expect(usesAppChrome('/student-results')).toBe(true);
    expect(usesAppChrome('/')).toBe(false);
    expect(usesAppChrome('/login')).toBe(false);
    expect(usesAppChrome('/parentals')).toBe(false);
    expect(usesAppChrome('/dashboards')).toBe(false);
  });
});
