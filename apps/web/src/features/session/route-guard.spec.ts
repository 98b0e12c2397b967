import { decideRouteAccess, dashboardPathFor } from './route-guard';

const parent = { id: 'p1', name: 'Asha', role: 'parent' as const };
const student = { id: 'c1', name: 'Ravi', role: 'student' as const, parentId: 'p1' };

describe('decideRouteAccess', () => {
  it('sends a signed-out visitor to /login', () => {
    expect(decideRouteAccess(null, 'parent')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideRouteAccess(null, null)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a student on a parent route to the student dashboard, and the reverse', () => {
    expect(decideRouteAccess(student, 'parent')).toEqual({
      kind: 'redirect',
      to: '/student-dashboard',
    });
    expect(decideRouteAccess(parent, 'student')).toEqual({
      kind: 'redirect',
      to: '/parent-dashboard',
    });
  });

  it('lets the right role in', () => {
    expect(decideRouteAccess(parent, 'parent')).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(student, 'student')).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(student, null)).toEqual({ kind: 'allow' });
  });

  it('maps roles to dashboards', () => {
    expect(dashboardPathFor('parent')).toBe('/parent-dashboard');
    expect(dashboardPathFor('student')).toBe('/student-dashboard');
  });
});
