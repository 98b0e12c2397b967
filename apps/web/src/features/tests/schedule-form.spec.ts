import { TEST_MESSAGES } from '@abhyas/contracts';
import {
  initialScheduleForm,
  requestIdFor,
  scheduleFormError,
  scheduleFormReducer,
  scheduleRequest,
  type ScheduleFormEvent,
  type ScheduleFormState,
} from './schedule-form';

const run = (events: ScheduleFormEvent[], from = initialScheduleForm()): ScheduleFormState =>
  events.reduce(scheduleFormReducer, from);
const today = '2026-11-25';

describe('schedule form', () => {
  it('defaults the duration from the paper chosen, and follows a change of paper', () => {
    const maths = run([
      { type: 'paperChosen', paper: { _id: 'p1', subject: 'Mathematics', curriculum: 'CBSE' } },
    ]);
    expect(maths.form).toMatchObject({ paperId: 'p1', duration: '45' });
    const english = run(
      [{ type: 'paperChosen', paper: { _id: 'p2', subject: 'English', curriculum: 'CBSE' } }],
      maths,
    );
    expect(english.form.duration).toBe('60');
    const olympiad = run(
      [{ type: 'paperChosen', paper: { _id: 'p3', subject: 'Mathematics', curriculum: 'IMO' } }],
      maths,
    );
    expect(olympiad.form.duration).toBe('60');
  });

  it('asks for a paper and a due date, then a date from today and a duration of 15 to 180', () => {
    const form = { paperId: '', scheduledDate: '', duration: '45' };
    expect(scheduleFormError(form, today)).toBe(TEST_MESSAGES.selectPaperAndDate);
    expect(scheduleFormError({ ...form, paperId: 'p1' }, today)).toBe(
      TEST_MESSAGES.selectPaperAndDate,
    );
    const filled = { ...form, paperId: 'p1', scheduledDate: today };
    expect(scheduleFormError(filled, today)).toBeNull();
    expect(scheduleFormError({ ...filled, scheduledDate: '2026-11-24' }, today)).toBe(
      TEST_MESSAGES.dueDateInPast,
    );
    for (const duration of ['14', '181', '', '30.5', 'abc']) {
      expect(scheduleFormError({ ...filled, duration }, today)).toBe(TEST_MESSAGES.durationRange);
    }
    expect(scheduleFormError({ ...filled, duration: '15' }, today)).toBeNull();
    expect(scheduleFormError({ ...filled, duration: '180' }, today)).toBeNull();
  });

  it('builds the request the schedule endpoint takes', () => {
    expect(
      scheduleRequest({ paperId: 'p1', scheduledDate: today, duration: '50' }, 'parent', 'Zoya'),
    ).toEqual({
      user: 'parent',
      studentName: 'Zoya',
      paperId: 'p1',
      scheduledDate: today,
      timeDuration: 50,
    });
  });

  it('keeps the request id for a retry of the same submission, and only then', () => {
    let ids = 0;
    const newId = () => `id-${(ids += 1)}`;
    const start = initialScheduleForm();
    const first = requestIdFor(start, 'k1', newId);
    expect(first).toBe('id-1');
    const inFlight = run([{ type: 'submitted', key: 'k1', requestId: first }], start);
    expect(inFlight.busy).toBe(true);
    const noAnswer = run([{ type: 'failed', retryable: true }], inFlight);
    expect(noAnswer.busy).toBe(false);
    expect(requestIdFor(noAnswer, 'k1', newId)).toBe('id-1');
    expect(requestIdFor(noAnswer, 'k2', newId)).toBe('id-2');
    const refused = run([{ type: 'failed', retryable: false }], inFlight);
    expect(requestIdFor(refused, 'k1', newId)).toBe('id-3');
  });

  it('starts afresh after a success, keeping the duration', () => {
    const done = run([
      { type: 'paperChosen', paper: { _id: 'p2', subject: 'English' } },
      { type: 'dateChanged', scheduledDate: today },
      { type: 'submitted', key: 'k', requestId: 'r' },
      { type: 'succeeded' },
    ]);
    expect(done).toEqual({
      ...initialScheduleForm(),
      form: { paperId: '', scheduledDate: '', duration: '60' },
    });
  });

  it('shows the errors once a submit was blocked', () => {
    expect(run([{ type: 'submitBlocked' }]).showErrors).toBe(true);
  });
});
