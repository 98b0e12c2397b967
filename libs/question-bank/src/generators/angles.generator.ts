import { defineGenerator, type GeneratorContext, type Mistake } from './build';
import { formatInt } from './format';
import { subtractSmallerFromLarger } from './slips';
import type { GeneratedQuestion } from './types';

const TOPIC = 'lines-and-angles';
const RELATED = [
  'Types of angles',
  'Angle sum property of a triangle',
  'Parallel lines and transversals',
];
const deg = (n: number): string => `${formatInt(n)}°`;
/** A wrong angle only if it is a positive size a child could write. */
const angle = (n: number, why: string): Mistake | undefined =>
  Number.isInteger(n) && n > 0 && n < 1000 ? { text: deg(n), why } : undefined;

const complementOrSupplement = (ctx: GeneratorContext): GeneratedQuestion => {
  const supplement = ctx.rng.chance(0.5);
  const total = supplement ? 180 : 90;
  // Harder: an angle whose subtraction needs borrowing (ones digit above 0).
  let a = ctx.rng.int(ctx.level >= 1 ? 11 : 1, total - 1);
  if (ctx.level === 0) {
    a = ctx.rng.int(1, total / 10 - 1) * 10;
  } else if (a % 10 === 0) {
    a += ctx.rng.int(1, 9);
  }
  const answer = total - a;
  const name = supplement ? 'supplement' : 'complement';
  return ctx.mcq({
    topic: TOPIC,
    subTopic: supplement ? 'Supplementary angles' : 'Complementary angles',
    stem: `What is the ${name} of ${deg(a)}?`,
    correct: deg(answer),
    mistakes: [
      supplement
        ? angle(90 - a, 'finding the complement (taking from 90°) instead')
        : angle(180 - a, 'finding the supplement (taking from 180°) instead'),
      angle(
        subtractSmallerFromLarger(total, a),
        `taking the smaller digit from the larger in each column of ${total} - ${a}`,
      ),
      angle(total + a, `adding ${a}° to ${total}° instead of subtracting`),
      angle(360 - a, 'taking it from 360°'),
    ],
    moreMistakes: (i) => angle(answer + 10 * i, 'a borrowing slip in the tens'),
    steps: [
      `${supplement ? 'Supplementary' : 'Complementary'} angles add up to ${total}°.`,
      `${name[0].toUpperCase()}${name.slice(1)} = ${total}° - ${deg(a)} = ${deg(answer)}.`,
    ],
    keyConcepts: [
      supplement ? 'Supplementary angles add up to 180°' : 'Complementary angles add up to 90°',
    ],
    relatedTopics: RELATED,
  });
};

const triangleThird = (ctx: GeneratorContext): GeneratedQuestion => {
  const a = ctx.rng.int(20, 100);
  const b = ctx.rng.int(15, 160 - a);
  const answer = 180 - a - b;
  return ctx.mcq({
    topic: 'triangles',
    subTopic: 'Angle sum property of a triangle',
    stem: `Two angles of a triangle are ${deg(a)} and ${deg(b)}. What is the third angle?`,
    correct: deg(answer),
    mistakes: [
      angle(a + b, 'adding the two given angles and stopping there'),
      angle(360 - a - b, 'using 360° as the angle sum'),
      angle(180 - a, `taking only ${deg(a)} from 180°`),
      angle(180 - b, `taking only ${deg(b)} from 180°`),
      angle(90 - a - b, 'using 90° as the angle sum'),
    ],
    moreMistakes: (i) => angle(answer + 10 * i, 'a subtraction slip'),
    steps: [
      'The angles of a triangle add up to 180°.',
      `Third angle = 180° - (${deg(a)} + ${deg(b)}) = 180° - ${deg(a + b)} = ${deg(answer)}.`,
    ],
    keyConcepts: ['Angle sum property: the angles of a triangle add up to 180°'],
    relatedTopics: RELATED,
  });
};

const isosceles = (ctx: GeneratorContext): GeneratedQuestion => {
  const vertexGiven = ctx.rng.chance(0.5);
  if (vertexGiven) {
    const v = 2 * ctx.rng.int(10, 80);
    const answer = (180 - v) / 2;
    return ctx.mcq({
      topic: 'triangles',
      subTopic: 'Isosceles triangles',
      stem: `In an isosceles triangle the angle between the two equal sides is ${deg(v)}. What is each of the other two angles?`,
      correct: deg(answer),
      mistakes: [
        angle(180 - v, 'forgetting to share the remaining angle between the two equal angles'),
        angle(v, 'thinking all the angles are equal to the given one'),
        angle(180 - 2 * v, 'taking the given angle as one of the two equal angles'),
        angle((360 - v) / 2, 'using 360° as the angle sum'),
      ],
      moreMistakes: (i) => angle(answer + 5 * i, 'a halving slip'),
      steps: [
        'The angles opposite the equal sides are equal.',
        `They share 180° - ${deg(v)} = ${deg(180 - v)}, so each is ${deg(180 - v)} ÷ 2 = ${deg(answer)}.`,
      ],
      keyConcepts: ['Base angles of an isosceles triangle are equal', 'Angle sum property'],
      relatedTopics: RELATED,
    });
  }
  const base = ctx.rng.int(20, 85);
  const answer = 180 - 2 * base;
  return ctx.mcq({
    topic: 'triangles',
    subTopic: 'Isosceles triangles',
    stem: `In an isosceles triangle each of the two equal angles is ${deg(base)}. What is the third angle?`,
    correct: deg(answer),
    mistakes: [
      angle(180 - base, 'taking only one of the equal angles from 180°'),
      angle((180 - base) / 2, 'sharing what is left between two angles'),
      angle(2 * base, 'adding the two equal angles and stopping there'),
      angle(360 - 2 * base, 'using 360° as the angle sum'),
    ],
    moreMistakes: (i) => angle(answer + 10 * i, 'a subtraction slip'),
    steps: [
      `The two equal angles together make 2 × ${deg(base)} = ${deg(2 * base)}.`,
      `Third angle = 180° - ${deg(2 * base)} = ${deg(answer)}.`,
    ],
    keyConcepts: ['Base angles of an isosceles triangle are equal', 'Angle sum property'],
    relatedTopics: RELATED,
  });
};

const exterior = (ctx: GeneratorContext): GeneratedQuestion => {
  const ext = ctx.rng.int(60, 160);
  const a = ctx.rng.int(15, ext - 15);
  const answer = ext - a;
  return ctx.mcq({
    topic: 'triangles',
    subTopic: 'Exterior angle property',
    stem: `An exterior angle of a triangle is ${deg(ext)}. One of the two interior opposite angles is ${deg(a)}. What is the other interior opposite angle?`,
    correct: deg(answer),
    mistakes: [
      angle(180 - ext, 'finding the interior angle next to the exterior angle'),
      angle(ext + a, 'adding instead of subtracting'),
      angle(180 - ext - a, 'taking both angles from 180°'),
      angle(180 - a, `taking ${deg(a)} from 180°`),
    ],
    moreMistakes: (i) => angle(answer + 10 * i, 'a subtraction slip'),
    steps: [
      'An exterior angle equals the sum of the two interior opposite angles.',
      `So the other angle = ${deg(ext)} - ${deg(a)} = ${deg(answer)}.`,
    ],
    keyConcepts: ['Exterior angle property of a triangle'],
    relatedTopics: RELATED,
  });
};

const ratioTriangle = (ctx: GeneratorContext): GeneratedQuestion => {
  const triples = [
    [1, 2, 3],
    [2, 3, 4],
    [1, 3, 5],
    [3, 4, 5],
    [2, 3, 5],
    [1, 2, 6],
    [4, 5, 6],
    [2, 5, 8],
    [1, 4, 7],
    [3, 5, 7],
    [5, 6, 7],
    [1, 1, 2],
    [2, 2, 5],
  ].filter(([p, q, r]) => 180 % (p + q + r) === 0);
  const [p, q, r] = ctx.rng.pick(triples);
  const part = 180 / (p + q + r);
  const largest = ctx.rng.chance(0.6);
  const answer = (largest ? r : p) * part;
  return ctx.mcq({
    topic: 'triangles',
    subTopic: 'Angle sum property of a triangle',
    stem: `The angles of a triangle are in the ratio ${p} : ${q} : ${r}. What is the ${largest ? 'largest' : 'smallest'} angle?`,
    correct: deg(answer),
    mistakes: [
      angle(
        (largest ? p : r) * part,
        `finding the ${largest ? 'smallest' : 'largest'} angle instead`,
      ),
      angle(part, 'stopping at the size of one part'),
      angle(((largest ? r : p) * 360) / (p + q + r), 'sharing 360° instead of 180°'),
      angle(q * part, 'finding the middle angle'),
    ],
    moreMistakes: (i) => angle(answer + part * i, 'counting one part too many'),
    steps: [
      `Total parts = ${p} + ${q} + ${r} = ${p + q + r}.`,
      `One part = 180° ÷ ${p + q + r} = ${deg(part)}.`,
      `The ${largest ? 'largest' : 'smallest'} angle has ${largest ? r : p} part${(largest ? r : p) === 1 ? '' : 's'}: ${largest ? r : p} × ${deg(part)} = ${deg(answer)}.`,
    ],
    keyConcepts: ['Angle sum property', 'Sharing in a ratio'],
    relatedTopics: RELATED,
  });
};

const polygon = (ctx: GeneratorContext): GeneratedQuestion => {
  const n = ctx.rng.pick([5, 6, 8, 9, 10, 12, 15, 18, 20]);
  const names: Record<number, string> = {
    5: 'pentagon',
    6: 'hexagon',
    8: 'octagon',
    9: 'nonagon',
    10: 'decagon',
  };
  const shape = names[n] ?? `polygon with ${n} sides`;
  const answer = ((n - 2) * 180) / n;
  return ctx.mcq({
    topic: 'polygons',
    subTopic: 'Angles of a regular polygon',
    stem: `What is each interior angle of a regular ${shape}?`,
    correct: deg(answer),
    mistakes: [
      angle(360 / n, 'finding the exterior angle instead'),
      angle((n - 2) * 180, 'giving the sum of all the interior angles'),
      ((n - 1) * 180) % n === 0
        ? angle(((n - 1) * 180) / n, `counting ${n - 1} triangles instead of ${n - 2}`)
        : undefined,
      (n * 180) % (n - 2) === 0
        ? angle((n * 180) / (n - 2), 'dividing the wrong way round')
        : undefined,
      angle(180 - 180 / n, 'halving the exterior angle'),
    ],
    moreMistakes: (i) => angle(answer + 5 * i, 'a division slip'),
    steps: [
      `A polygon with ${n} sides splits into ${n} - 2 = ${n - 2} triangles, so its angles add up to ${n - 2} × 180° = ${deg((n - 2) * 180)}.`,
      `The ${n} angles are equal: ${deg((n - 2) * 180)} ÷ ${n} = ${deg(answer)}.`,
    ],
    keyConcepts: [
      'Angle sum of a polygon = (n - 2) × 180°',
      'Exterior angles of a polygon add up to 360°',
    ],
    relatedTopics: RELATED,
  });
};

const algebraicPair = (ctx: GeneratorContext): GeneratedQuestion => {
  const supplementary = ctx.rng.chance(0.5);
  const total = supplementary ? 180 : 90;
  const a = ctx.rng.int(1, 4);
  const b = ctx.rng.int(1, 3);
  // x, and constants p and q, so that both angles are positive.
  const x = ctx.rng.int(5, Math.floor(total / (a + b)));
  const choices: number[] = [];
  for (let c = Math.max(-a * x + 1, -30); c <= Math.min(30, total - a * x - 1); c++) {
    if (c !== 0 && c !== total - (a + b) * x) {
      choices.push(c);
    }
  }
  const p = ctx.rng.pick(choices);
  const q = total - (a + b) * x - p;
  const show = (k: number, c: number): string =>
    `${k === 1 ? '' : k}x ${c > 0 ? '+' : '-'} ${Math.abs(c)}`;
  const other = supplementary ? 90 : 180;
  const wrongTotal = other - p - q;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: supplementary ? 'Supplementary angles' : 'Complementary angles',
    stem: `Two angles (${show(a, p)})° and (${show(b, q)})° are ${supplementary ? 'supplementary' : 'complementary'}. What is x?`,
    correct: formatInt(x),
    mistakes: [
      wrongTotal % (a + b) === 0
        ? { text: formatInt(wrongTotal / (a + b)), why: `using ${other}° instead of ${total}°` }
        : undefined,
      (total + p + q) % (a + b) === 0
        ? {
            text: formatInt((total + p + q) / (a + b)),
            why: 'moving the numbers without changing their signs',
          }
        : undefined,
      total % (a + b) === 0
        ? { text: formatInt(total / (a + b)), why: 'leaving out the numbers added to the x terms' }
        : undefined,
      { text: formatInt(total - p - q), why: `forgetting to divide by ${a + b}` },
    ],
    moreMistakes: (i) => ({ text: formatInt(x + i), why: 'an arithmetic slip' }),
    steps: [
      `${supplementary ? 'Supplementary' : 'Complementary'} angles add up to ${total}°: (${show(a, p)}) + (${show(b, q)}) = ${total}.`,
      `${a + b}x ${p + q >= 0 ? '+' : '-'} ${Math.abs(p + q)} = ${total}, so ${a + b}x = ${total - p - q} and x = ${x}.`,
      `The angles are ${deg(a * x + p)} and ${deg(b * x + q)}, which add up to ${total}°.`,
    ],
    keyConcepts: ['Complementary and supplementary angles', 'Solving a linear equation'],
    relatedTopics: RELATED,
  });
};

export const anglesGenerator = defineGenerator({
  id: 'angles',
  name: 'Angles',
  section: 'S2',
  classes: [6, 7, 8, 9, 10],
  topics: [
    'Complementary and supplementary angles',
    'Angle sum property of a triangle',
    'Isosceles triangles',
    'Exterior angle of a triangle',
    'Angles of a regular polygon',
  ],
  build: (ctx) => {
    const kinds = [complementOrSupplement, triangleThird];
    if (ctx.cls >= 7) {
      kinds.push(isosceles, exterior);
      if (ctx.level >= 2) {
        kinds.push(ratioTriangle);
      }
    }
    if (ctx.cls >= 8) {
      kinds.push(polygon);
      if (ctx.level >= 1) {
        kinds.push(algebraicPair);
      }
    }
    return ctx.rng.pick(kinds)(ctx);
  },
});
