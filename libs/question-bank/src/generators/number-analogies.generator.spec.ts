import { numberAnalogiesGenerator } from './number-analogies.generator';
import { checkGenerator } from './spec-support';
import type { GeneratedQuestion } from './types';

/**
 * The spec's own catalogue of rules a child might find (bigint, written separately): a·n + b,
 * n² + c, n³ + c, n² + k·n, k·n², and also n·(n + k) and 2n + n² forms covered by n² + k·n.
 */
const RULES: ((n: bigint) => bigint)[] = [];
for (let a = 1n; a <= 12n; a++) {
  for (let b = -30n; b <= 30n; b++) {
    RULES.push((n) => a * n + b);
  }
}
for (let c = -10n; c <= 10n; c++) {
  RULES.push(
    (n) => n ** 2n + c,
    (n) => n ** 3n + c,
  );
}
for (let k = -3n; k <= 3n; k++) {
  RULES.push((n) => n ** 2n + k * n);
}
RULES.push(
  (n) => 2n * n ** 2n,
  (n) => 3n * n ** 2n,
);

const solve = (question: GeneratedQuestion): bigint => {
  const m =
    /^Each pair follows the same rule: (.+)\. Which number makes \((\d+), \?\) follow the rule too\?$/.exec(
      question.stem,
    );
  if (!m) {
    throw new Error('unknown stem');
  }
  const pairs = [...m[1].matchAll(/\((\d+), ([\d,]+)\)/g)].map(
    (p) => [BigInt(p[1]), BigInt(p[2].replace(/,/g, ''))] as const,
  );
  const query = BigInt(m[2]);
  const answers = new Set(
    RULES.filter((f) => pairs.every(([x, y]) => f(x) === y)).map((f) => f(query)),
  );
  if (answers.size !== 1) {
    throw new Error(`${answers.size} different answers fit: ${[...answers].join(', ')}`);
  }
  return [...answers][0];
};

describe('number-analogies generator', () => {
  it('has exactly one answer among all simple rules, and it is the key, over 2,400 seeds', () => {
    const result = checkGenerator(numberAnalogiesGenerator, {
      solve,
      matches: (text, expected) =>
        /^[\d,]+$/.test(text) && BigInt(text.replace(/,/g, '')) === expected,
    });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
  });
});
