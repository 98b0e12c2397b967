import type { ClosedLoopResult } from './closed-loop';
import type { DatabaseFigures } from './database-watch';
import { STEPS } from './exam-student';
import type { Verification } from './exam-verify';
import type { ProcessFigures } from './process-usage';
import type { StepRecorder } from './step-recorder';

/** The issue's goals on this 2-core machine: p99 per step, and no errors. */
export const GOALS_P99_MS: Record<string, number> = { start: 200, autosave: 50, submit: 300 };

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
const pad = (text: string | number, width: number) => String(text).padStart(width);

export const printSteps = (
  recorder: StepRecorder,
  baseline: ClosedLoopResult,
  callers: number,
  baselineErrors: StepRecorder,
) => {
  console.log(
    `${'step'.padEnd(16)}${pad('requests', 9)}${pad('per s', 8)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('max ms', 9)}${pad('errors', 8)}  goal (p99)`,
  );
  for (const step of STEPS) {
    const f = recorder.figures(step);
    if (f.requests === 0) {
      continue;
    }
    const goal = GOALS_P99_MS[step];
    const verdict = goal === undefined ? '' : `< ${goal} ms: ${f.p99Ms < goal ? 'met' : 'NOT met'}`;
    console.log(
      `${step.padEnd(16)}${pad(f.requests, 9)}${pad(f.perSecond.toFixed(1), 8)}${pad(ms(f.p50Ms), 9)}${pad(ms(f.p99Ms), 9)}${pad(ms(f.maxMs), 9)}${pad(f.errors, 8)}  ${verdict}`,
    );
  }
  console.log(
    `${'all steps'.padEnd(16)}${pad(recorder.requests, 9)}${pad((recorder.requests / recorder.seconds).toFixed(1), 8)}`,
  );
  console.log(
    `${'baseline'.padEnd(16)}${pad(baseline.ops, 9)}${pad(baseline.perSecond.toFixed(0), 8)}${pad(ms(baseline.p50Ms), 9)}${pad(ms(baseline.p99Ms), 9)}${pad('', 9)}${pad(baselineErrors.figures('GET /api/health').errors, 8)}  GET /api/health, same count, ${callers} callers (the run's mean in flight, rounded up)`,
  );
  const baselineFailures = baselineErrors.errors();
  if (baselineFailures.length > 0) {
    console.log(
      `baseline errors: ${baselineFailures.map(([key, count]) => `${key}: ${count}`).join(', ')}`,
    );
  }
  const errors = recorder.errors();
  const total = errors.reduce((sum, [, count]) => sum + count, 0);
  console.log(
    `errors (non-2xx, every try counted): ${total === 0 ? 'none' : errors.map(([key, count]) => `${key}: ${count}`).join(', ')}`,
  );
  return total;
};

export const printVerification = (v: Verification, resumeMismatches: number, resumes: number) => {
  console.log(
    `verified in test-attempt's database: ${v.attempts} attempts of ${v.students} students; ` +
      `${v.ackedAnswers} answers acknowledged (the newest per question), ${v.lostAnswers} lost; ` +
      `${v.attempts - v.notCompleted} completed (${v.notCompleted} not); ` +
      `${v.attempts - v.notGraded - v.doubleSubmissions} graded exactly once, ${v.doubleSubmissions} double submissions, ${v.notGraded} not graded; ` +
      `${v.submittedByDeadline} submitted by the deadline sweep; ` +
      `${resumes} resumes, ${resumeMismatches} answers missing or stale on resume`,
  );
  for (const example of v.lostExamples) {
    console.log(`  lost: ${example}`);
  }
  if (v.stuck.size > 0) {
    console.log(
      `students who could not finish: ${[...v.stuck].map(([key, count]) => `${key}: ${count}`).join(', ')}`,
    );
  }
};

/** CPU seconds a process spent on the load: its total less what it burns at rest. */
const loadCpu = (f: ProcessFigures, idleCores: Map<string, number>) =>
  Math.max(0, f.cpuSeconds - (idleCores.get(f.name) ?? 0) * f.seconds);

export const printProcesses = (
  figures: ProcessFigures[],
  idleCores: Map<string, number>,
  requests: number,
  busyCores: number,
) => {
  console.log(
    'CPU over the run (/proc/<pid>/stat; at rest: the 5 s before it) and peak memory (VmHWM):',
  );
  let ours = 0;
  for (const f of figures) {
    ours += f.cores;
    console.log(
      `  ${f.name.padEnd(32)}${pad(f.cpuSeconds.toFixed(1), 7)} CPU s${pad(f.cores.toFixed(2), 6)} cores (at rest ${(idleCores.get(f.name) ?? 0).toFixed(2)})${pad(((loadCpu(f, idleCores) * 1000) / Math.max(1, requests)).toFixed(2), 7)} ms/request above rest ${f.peakMib > 0 ? `${pad(f.peakMib.toFixed(0), 5)} MiB` : ''}`,
    );
  }
  console.log(
    `  machine: ${busyCores.toFixed(2)} of 2 cores busy on average; the processes above ${ours.toFixed(2)}, other work on the machine ${Math.max(0, busyCores - ours).toFixed(2)}`,
  );
};

export const printDatabase = (figures: DatabaseFigures[]) => {
  console.log('database (pg_stat_activity every 250 ms, the bench databases with traffic):');
  for (const f of figures.filter((figure) => figure.commitsPerSecond >= 1)) {
    const waits = f.waits
      .slice(0, 4)
      .map((w) => `${w.wait} ${(w.share * 100).toFixed(0)} %`)
      .join(', ');
    console.log(
      `  ${f.database.padEnd(18)} ${pad(f.commitsPerSecond.toFixed(0), 5)} commits/s, ${f.meanActive.toFixed(2)} backends busy on average${waits ? `: ${waits}` : ''}`,
    );
  }
};

/** The run's own reading of its bottleneck: the cores, the busiest processes, the databases. */
export const printLimits = (
  figures: ProcessFigures[],
  idleCores: Map<string, number>,
  busyCores: number,
  database: DatabaseFigures[],
) => {
  const ours = figures.reduce((sum, f) => sum + f.cores, 0);
  const top = [...figures]
    .sort((a, b) => loadCpu(b, idleCores) - loadCpu(a, idleCores))
    .slice(0, 3)
    .map((f) => `${f.name} ${(loadCpu(f, idleCores) / f.seconds).toFixed(2)}`)
    .join(', ');
  const busiest = database[0];
  const waits = busiest?.waits
    .slice(0, 2)
    .map((w) => `${w.wait} ${(w.share * 100).toFixed(0)} %`)
    .join(', ');
  console.log(
    `limits: ${busyCores >= 1.8 ? 'CPU-bound' : 'not CPU-bound'}: the 2 cores were ${((busyCores / 2) * 100).toFixed(0)} % busy (${ours.toFixed(2)} cores this platform and bench, ${Math.max(0, busyCores - ours).toFixed(2)} other work); ` +
      `most CPU for the load: ${top} cores; ` +
      (busiest
        ? `busiest database ${busiest.database} ${busiest.commitsPerSecond.toFixed(0)} commits/s with ${busiest.meanActive.toFixed(2)} backends busy (${waits})`
        : 'no database traffic'),
  );
};

/**
 * What the run's CPU says about more replicas: each process's CPU per request of this mix
 * (above rest), and the request rate at which each would fill the cores it is given. An
 * estimate from one run's costs, not a measurement: it assumes costs stay per request.
 */
export const printReplicaEstimate = (
  figures: ProcessFigures[],
  idleCores: Map<string, number>,
  requests: number,
  students: number,
) => {
  const cost = (name: string) =>
    figures
      .filter((f) => f.name === name || f.name.startsWith(`${name} `))
      .reduce((sum, f) => sum + loadCpu(f, idleCores), 0) / Math.max(1, requests);
  const perRequest = {
    gateway: cost('gateway'),
    identity: cost('identity'),
    'test-attempt': cost('test-attempt'),
    postgres: cost('postgres'),
    redis: cost('redis'),
  };
  const serverSum = Object.values(perRequest).reduce((sum, value) => sum + value, 0);
  const perStudent = requests / Math.max(1, students);
  const ceiling = (rate: number) =>
    `${rate.toFixed(0)} req/s ≈ ${((rate * 60) / perStudent).toFixed(0)} students a minute`;
  console.log(
    `estimate with replicas (CPU ms per request above rest: ${Object.entries(perRequest)
      .map(([name, value]) => `${name} ${(value * 1000).toFixed(2)}`)
      .join(', ')}; ${perStudent.toFixed(1)} requests per student):`,
  );
  console.log(
    `  on this machine, whatever the replicas (they share its 2 cores), if nothing else ran: ${ceiling(2 / serverSum)}`,
  );
  for (const n of [1, 2, 4]) {
    const bound = Math.min(
      n / perRequest.gateway,
      n / perRequest.identity,
      n / perRequest['test-attempt'],
      2 / Math.max(1e-9, perRequest.postgres + perRequest.redis),
    );
    console.log(
      `  ${n} × (gateway, identity, test-attempt), a core per process, PostgreSQL + Redis on 2 cores: ${ceiling(bound)}`,
    );
  }
};
