import { TEST_RULES, type ChildSummary } from '@abhyas/contracts';
import { Link } from '@tanstack/react-router';
import { FormStatusLine } from '../../../components/FormStatusLine';
import { SelectField } from '../../../components/SelectField';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { usePaperList } from '../../papers/hooks/usePaperList';
import { newestFirst } from '../../papers/paper-list';
import { useScheduleTest } from '../hooks/useScheduleTest';
import { ExtraTimeSetting } from './ExtraTimeSetting';
import { ScheduleList } from './ScheduleList';
import styles from './tests.module.css';

interface ScheduleTestProps {
  parentId: string;
  /** The child chosen in the header. */
  child: ChildSummary | null;
}

/** Parent doc §2 Schedule Test: paper, due date and duration for the chosen child. */
export function ScheduleTest({ parentId, child }: ScheduleTestProps) {
  const papers = usePaperList(parentId, child?._id ?? null);
  const schedule = useScheduleTest(parentId, child?.name ?? null);
  const { form, busy } = schedule.state;
  const entries = newestFirst(papers.data ?? []);

  if (!child) {
    return (
      <p className="state-note">
        No students found.{' '}
        <Link to="/parent-dashboard" search={{ view: 'add-student' }}>
          Add a student
        </Link>{' '}
        to schedule tests for them.
      </p>
    );
  }
  return (
    <>
      <section className={styles.panel} aria-labelledby="schedule-heading">
        <h2 id="schedule-heading">Schedule a test for {child.name}</h2>
        <form
          className={styles.scheduleForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            schedule.submit();
          }}
        >
          <SelectField
            id="schedule-paper"
            label="Paper"
            placeholder={papers.isPending ? 'Loading papers...' : 'Select a paper'}
            options={entries.map((entry) => ({
              value: entry.paper._id,
              label: `${entry.paper.title} (${entry.paper.subject}, ${entry.paper.questions.length} questions)`,
            }))}
            value={form.paperId}
            onChange={(event) =>
              schedule.dispatch({
                type: 'paperChosen',
                paper:
                  entries.find((entry) => entry.paper._id === event.target.value)?.paper ?? null,
              })
            }
            hint={
              papers.isSuccess && entries.length === 0 ? (
                <>
                  No saved papers yet.{' '}
                  <Link to="/parent-dashboard" search={{ view: 'generate-paper' }}>
                    Generate one
                  </Link>
                  .
                </>
              ) : undefined
            }
            hintId="schedule-paper-hint"
          />
          <TextField
            id="schedule-date"
            label="Due date"
            type="date"
            min={schedule.today}
            value={form.scheduledDate}
            onChange={(event) =>
              schedule.dispatch({ type: 'dateChanged', scheduledDate: event.target.value })
            }
          />
          <TextField
            id="schedule-duration"
            label="Duration (minutes)"
            type="number"
            inputMode="numeric"
            min={TEST_RULES.minDuration}
            max={TEST_RULES.maxDuration}
            step={5}
            value={form.duration}
            onChange={(event) =>
              schedule.dispatch({ type: 'durationChanged', duration: event.target.value })
            }
            hint={`${TEST_RULES.minDuration} to ${TEST_RULES.maxDuration} minutes; the child's extra time is added.`}
            hintId="schedule-duration-hint"
          />
          <div className={styles.formActions}>
            <SubmitButton busy={busy} busyLabel="Scheduling...">
              Schedule Test ({TEST_RULES.scheduleCost} credits)
            </SubmitButton>
          </div>
        </form>
        <FormStatusLine id="schedule-status" status={schedule.status} />
      </section>
      <ExtraTimeSetting parentId={parentId} child={child} />
      <ScheduleList parentId={parentId} childId={child._id} />
    </>
  );
}
