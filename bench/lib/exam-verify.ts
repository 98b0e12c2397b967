import { Client } from 'pg';
import type { StudentOutcome } from './exam-student';

export interface Verification {
  students: number;
  attempts: number;
  /** Answers the client got a 2xx for. */
  ackedAnswers: number;
  /** Of those: absent, at an older version, or another answer at the same version. */
  lostAnswers: number;
  lostExamples: string[];
  notCompleted: number;
  notGraded: number;
  /** Attempts graded (or submitted) more than once. */
  doubleSubmissions: number;
  submittedByDeadline: number;
  /** Students who never got an attempt, by the step they were stuck at. */
  stuck: Map<string, number>;
}

/**
 * Reads test-attempt's own database: the attempts read model (`attempts`) and the log (`events`:
 * each question's newest save, the submissions and grades), for the attempts this run started.
 */
export const verifyAttempts = async (
  databaseUrl: string,
  outcomes: readonly StudentOutcome[],
): Promise<Verification> => {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = outcomes.flatMap((outcome) => (outcome.attemptId ? [outcome.attemptId] : []));
    // The newest save of each question, from the log: answers are not projected.
    const answers = await client.query<{
      attempt_id: string;
      question_id: string;
      selected_answer: string;
      version: number;
    }>(
      `select distinct on (stream_id, data->>'questionId')
              substr(stream_id, length('attempt-') + 1) as attempt_id,
              data->>'questionId' as question_id,
              data->>'selectedAnswer' as selected_answer,
              (data->>'version')::int as version
         from test_attempt.events
        where stream_id = any($1) and type = 'AnswerRecorded'
        order by stream_id, data->>'questionId', stream_version desc`,
      [ids.map((id) => `attempt-${id}`)],
    );
    const held = new Map(
      answers.rows.map((row) => [`${row.attempt_id} ${row.question_id}`, row] as const),
    );
    const attempts = await client.query<{
      attempt_id: string;
      status: string;
      submitted_by: string | null;
    }>(
      `select attempt_id, status, submitted_by from test_attempt.attempts where attempt_id = any($1)`,
      [ids],
    );
    const events = await client.query<{ stream_id: string; graded: string; submitted: string }>(
      `select stream_id,
              count(*) filter (where type = 'AttemptGraded') as graded,
              count(*) filter (where type = 'AttemptSubmitted') as submitted
         from test_attempt.events where stream_id = any($1) group by stream_id`,
      [ids.map((id) => `attempt-${id}`)],
    );
    const graded = new Map(
      events.rows.map((row) => [
        row.stream_id.slice('attempt-'.length),
        { graded: Number(row.graded), submitted: Number(row.submitted) },
      ]),
    );

    const result: Verification = {
      students: outcomes.length,
      attempts: ids.length,
      ackedAnswers: 0,
      lostAnswers: 0,
      lostExamples: [],
      notCompleted: ids.length - attempts.rows.filter((row) => row.status === 'completed').length,
      notGraded: 0,
      doubleSubmissions: 0,
      submittedByDeadline: attempts.rows.filter((row) => row.submitted_by === 'deadline').length,
      stuck: new Map(),
    };
    for (const outcome of outcomes) {
      if (outcome.stuckAt) {
        const key = `${outcome.stuckAt.step} ${outcome.stuckAt.status}`;
        result.stuck.set(key, (result.stuck.get(key) ?? 0) + 1);
      }
      if (!outcome.attemptId) {
        continue;
      }
      const counts = graded.get(outcome.attemptId) ?? { graded: 0, submitted: 0 };
      if (counts.graded === 0) {
        result.notGraded += 1;
      }
      if (counts.graded > 1 || counts.submitted > 1) {
        result.doubleSubmissions += 1;
      }
      for (const [questionId, acked] of outcome.acked) {
        result.ackedAnswers += 1;
        const row = held.get(`${outcome.attemptId} ${questionId}`);
        const lost =
          !row ||
          row.version < acked.version ||
          (row.version === acked.version && row.selected_answer !== acked.answer);
        if (lost) {
          result.lostAnswers += 1;
          if (result.lostExamples.length < 5) {
            result.lostExamples.push(
              `${outcome.attemptId} ${questionId}: acknowledged v${acked.version} "${acked.answer}", held ${row ? `v${row.version} "${row.selected_answer}"` : 'nothing'}`,
            );
          }
        }
      }
    }
    return result;
  } finally {
    await client.end();
  }
};
