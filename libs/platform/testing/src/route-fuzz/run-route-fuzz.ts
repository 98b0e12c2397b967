import type { ServiceName } from '@abhyas/contracts';
import type { SqlDatabase } from '@abhyas/event-store';
import type { MessageBus } from '@abhyas/messaging';
import type { INestApplicationContext } from '@nestjs/common';
import fc from 'fast-check';
import { encodeText, fuzzCaseFor, knownPlaceholder, type FuzzCase } from './fuzz-case';
import { FuzzFamily } from './fuzz-family';
import { settle, writeMark } from './platform-writes';
import { publicRoutes } from './public-routes';
import { rawHttp, type RawAnswer } from './raw-http';

/** The running platform as the fuzzer needs it: its public port, route tables and event logs. */
export interface FuzzTarget {
  /** `http://127.0.0.1:<port>` of the gateway. */
  url: string;
  services: ReadonlyArray<{ name: ServiceName; app: INestApplicationContext }>;
  gateway: INestApplicationContext;
  db: SqlDatabase;
  bus: Pick<MessageBus, 'consumerLag'>;
}

export interface FuzzFinding {
  problem: 'server error' | 'refused but wrote' | 'no answer';
  status: number;
  route: string;
  method: string;
  caller: string;
  url: string;
  body: string;
  answer: string;
}

export interface FuzzReport {
  seed: number;
  routes: number;
  cases: number;
  /** How many answers had each status ('closed': the connection, 'none': no answer at all). */
  statuses: Record<string, number>;
  findings: FuzzFinding[];
  elapsedMs: number;
}

const shorten = (text: string | Buffer | undefined, max = 300): string => {
  const shown =
    text === undefined ? '' : Buffer.isBuffer(text) ? `<bytes ${text.toString('hex')}>` : text;
  return shown.length > max ? `${shown.slice(0, max)}… (${shown.length} characters)` : shown;
};

/**
 * Sends `cases` generated requests (fixed by `seed`) to every public route through the gateway's
 * port, and reports each answer that is a 5xx, none at all, or a refusal (4xx) that appended an
 * event or an outbox message anywhere. After an accepted request it waits for what that set going.
 */
export const runRouteFuzz = async (
  target: FuzzTarget,
  options: { cases: number; seed: number; onProgress?: (done: number) => void },
): Promise<FuzzReport> => {
  const started = Date.now();
  const http = rawHttp(target.url);
  try {
    const family = await FuzzFamily.register(http);
    const routes = publicRoutes(target.services, target.gateway);
    const placeholders = family.known.map((_, index) => knownPlaceholder(index));
    const cases = fc.sample(fc.oneof(...routes.map((route) => fuzzCaseFor(route, placeholders))), {
      seed: options.seed,
      numRuns: options.cases,
    });
    const report: FuzzReport = {
      seed: options.seed,
      routes: routes.length,
      cases: cases.length,
      statuses: {},
      findings: [],
      elapsedMs: 0,
    };
    await settle(target.db, target.bus);
    // Where the logs stood after the previous case: a refusal leaves them there.
    let mark = await writeMark(target.db);
    for (const [index, fuzzCase] of cases.entries()) {
      const sent = withFamily(fuzzCase, family);
      const before = mark;
      let answer: RawAnswer | undefined;
      let failure = '';
      try {
        answer = await http.send(sent);
      } catch (error) {
        failure = String(error);
      }
      const outcome =
        answer === undefined ? 'none' : answer.status === 0 ? 'closed' : String(answer.status);
      report.statuses[outcome] = (report.statuses[outcome] ?? 0) + 1;
      const status = answer?.status ?? 0;
      // A connection closed unanswered is a refusal too: it must have written nothing.
      const refused = answer !== undefined && (status === 0 || (status >= 400 && status < 500));
      if (refused) {
        mark = await writeMark(target.db);
      }
      const problem =
        answer === undefined
          ? 'no answer'
          : status >= 500
            ? 'server error'
            : refused && mark !== before
              ? 'refused but wrote'
              : undefined;
      if (problem) {
        report.findings.push({
          problem,
          status,
          route: fuzzCase.route,
          method: sent.method,
          caller: fuzzCase.caller,
          url: shorten(sent.url),
          body: shorten(sent.body),
          answer: shorten(answer?.text ?? failure),
        });
      }
      if (!refused) {
        // Wait for what the request set going, and undo what it did to the family.
        await settle(target.db, target.bus);
        if (status > 0 && status < 400 && sent.method !== 'GET') {
          await family.restore();
          await settle(target.db, target.bus);
        }
        mark = await writeMark(target.db);
      }
      options.onProgress?.(index + 1);
    }
    report.elapsedMs = Date.now() - started;
    return report;
  } finally {
    http.close();
  }
};

/** The case with the family's real values in place of the placeholders, and the caller's token. */
const withFamily = (fuzzCase: FuzzCase, family: FuzzFamily): FuzzCase => {
  const known = family.known;
  const fill = (text: string, as: (value: string) => string) =>
    known.reduce(
      (filled, value, index) => filled.replaceAll(knownPlaceholder(index), as(value)),
      text,
    );
  const token = family.tokenOf(fuzzCase.caller);
  return {
    ...fuzzCase,
    url: fill(fuzzCase.url, encodeText),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...fuzzCase.headers,
    },
    ...(typeof fuzzCase.body === 'string'
      ? { body: fill(fuzzCase.body, (value) => JSON.stringify(value).slice(1, -1)) }
      : {}),
  };
};

/** `statuses` as `200 ×12, 400 ×80, closed ×1`, in status order. */
export const statusHistogram = (statuses: Record<string, number>): string =>
  Object.entries(statuses)
    .sort(([a], [b]) => (Number(a) || 1000) - (Number(b) || 1000) || a.localeCompare(b))
    .map(([status, count]) => `${status} ×${count}`)
    .join(', ');
