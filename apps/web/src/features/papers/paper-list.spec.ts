import { listEntry } from '../../testing/paper-fixtures';
import {
  attemptLabel,
  filterBySubject,
  newestFirst,
  paperSubjects,
  scheduleLabel,
  testResultsHref,
} from './paper-list';

const older = listEntry({ _id: 'old', subject: 'Science', createdAt: '2026-11-01T09:00:00Z' });
const newer = listEntry({ _id: 'new', subject: 'Mathematics', createdAt: '2026-11-20T09:00:00Z' });
const newest = listEntry({ _id: 'top', subject: 'Mathematics', createdAt: '2026-11-24T09:00:00Z' });

describe('the paper list', () => {
  it('shows the newest paper first', () => {
    expect(newestFirst([older, newest, newer]).map((entry) => entry.paper._id)).toEqual([
      'top',
      'new',
      'old',
    ]);
  });

  it('lists each subject once, for a filter shown only when there are two or more', () => {
    expect(paperSubjects([older, newer, newest])).toEqual(['Mathematics', 'Science']);
    expect(paperSubjects([newer, newest])).toHaveLength(1);
  });

  it('filters by subject, or keeps everything', () => {
    expect(filterBySubject([older, newer], 'Science')).toEqual([older]);
    expect(filterBySubject([older, newer], '')).toEqual([older, newer]);
  });

  it('labels attempts and schedules as the spec does', () => {
    expect(attemptLabel(newer)).toBe('Not Attempted');
    expect(attemptLabel({ ...newer, attempted: true, marksObtained: 12 })).toBe('Completed: 12/15');
    expect(attemptLabel({ ...newer, attempted: true })).toBe('Completed');
    expect(scheduleLabel(newer)).toBe('Not scheduled');
    expect(scheduleLabel({ ...newer, scheduledDate: '2026-12-01T00:00:00Z' })).toMatch(/^Due /);
  });

  it('opens results on /test-results with the paper id and the student name', () => {
    expect(testResultsHref('p 1', 'Aarav Rao')).toBe(
      '/test-results?paperId=p+1&studentName=Aarav+Rao',
    );
  });
});
