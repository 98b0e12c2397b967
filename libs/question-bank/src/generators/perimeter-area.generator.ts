import { defineGenerator, type GeneratorContext, type Mistake } from './build';
import { formatInt } from './format';
import type { GeneratedQuestion } from './types';

const TOPIC = 'perimeter-and-area';
const RELATED = ['Units of length and area', 'Rectangles and squares', 'Triangles'];
const len = (n: number, unit: string): string => `${formatInt(n)} ${unit}`;
const sq = (n: number, unit: string): string => `${formatInt(n)} ${unit}²`;
/** A wrong answer only when it is a positive whole number. */
const wrong = (n: number, text: (n: number) => string, why: string): Mistake | undefined =>
  Number.isInteger(n) && n > 0 ? { text: text(n), why } : undefined;

const side = (ctx: GeneratorContext): number =>
  ctx.rng.int(2, [9, 15, 30, 60][ctx.level] + (ctx.cls >= 6 ? 20 : 0));

const rectangle = (ctx: GeneratorContext): GeneratedQuestion => {
  const square = ctx.rng.chance(0.35);
  const area = ctx.cls >= 4 && ctx.rng.chance(0.5);
  const unit = ctx.rng.pick(['cm', 'm']);
  const l = side(ctx);
  let b = square ? l : side(ctx);
  if (!square && b === l) {
    b = l + 1;
  }
  const [L, B] = [Math.max(l, b), Math.min(l, b)];
  const shape = square
    ? `A square has sides of ${len(L, unit)}.`
    : `A rectangle is ${len(L, unit)} long and ${len(B, unit)} wide.`;
  if (area) {
    const answer = L * B;
    return ctx.mcq({
      topic: TOPIC,
      subTopic: square ? 'Area of a square' : 'Area of a rectangle',
      stem: `${shape} What is its area?`,
      correct: sq(answer, unit),
      mistakes: [
        wrong(2 * (L + B), (n) => sq(n, unit), 'finding the perimeter instead'),
        wrong(L + B, (n) => sq(n, unit), 'adding the sides instead of multiplying'),
        { text: len(answer, unit), why: `writing the area in ${unit} instead of square ${unit}` },
        wrong(
          square ? 4 * L : 2 * L * B,
          (n) => sq(n, unit),
          square ? 'multiplying the side by 4' : 'doubling the product',
        ),
      ],
      moreMistakes: (i) =>
        wrong(answer + i * L, (n) => sq(n, unit), 'counting one row of squares too many'),
      steps: [
        square ? `Area of a square = side × side.` : 'Area of a rectangle = length × breadth.',
        `${formatInt(L)} × ${formatInt(B)} = ${formatInt(answer)}, so the area is ${sq(answer, unit)}.`,
      ],
      keyConcepts: ['Area = length × breadth', 'Area is measured in square units'],
      relatedTopics: RELATED,
    });
  }
  const answer = square ? 4 * L : 2 * (L + B);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: square ? 'Perimeter of a square' : 'Perimeter of a rectangle',
    stem: `${shape} What is its perimeter?`,
    correct: len(answer, unit),
    mistakes: square
      ? [
          wrong(L * L, (n) => len(n, unit), 'finding the area (side × side) instead'),
          wrong(2 * L, (n) => len(n, unit), 'adding only two sides'),
          wrong(L + 4, (n) => len(n, unit), 'adding 4 instead of multiplying by 4'),
        ]
      : [
          wrong(L + B, (n) => len(n, unit), 'adding one length and one breadth only'),
          wrong(L * B, (n) => len(n, unit), 'finding the area (length × breadth) instead'),
          wrong(2 * L + B, (n) => len(n, unit), 'leaving out one breadth'),
          wrong(L + 2 * B, (n) => len(n, unit), 'leaving out one length'),
        ],
    moreMistakes: (i) =>
      wrong(answer + 2 * i, (n) => len(n, unit), 'a slip while adding the sides'),
    steps: square
      ? ['A square has 4 equal sides.', `Perimeter = 4 × ${len(L, unit)} = ${len(answer, unit)}.`]
      : [
          `Perimeter = 2 × (length + breadth) = 2 × (${formatInt(L)} + ${formatInt(B)}) = 2 × ${formatInt(L + B)} = ${len(answer, unit)}.`,
        ],
    keyConcepts: ['Perimeter is the distance around a shape'],
    relatedTopics: RELATED,
  });
};

const mixedUnits = (ctx: GeneratorContext): GeneratedQuestion => {
  const metres = ctx.rng.int(2, 9);
  const cm = ctx.rng.int(11, 95);
  const area = ctx.rng.chance(0.5);
  const L = metres * 100;
  const answer = area ? L * cm : 2 * (L + cm);
  const unit = area ? (n: number): string => sq(n, 'cm') : (n: number): string => len(n, 'cm');
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Converting units before measuring',
    stem: `A rectangular board is ${metres} m long and ${cm} cm wide. What is its ${area ? 'area in square centimetres' : 'perimeter in centimetres'}?`,
    correct: unit(answer),
    mistakes: area
      ? [
          wrong(metres * cm, unit, 'forgetting to change metres into centimetres'),
          wrong(metres * 10 * cm, unit, 'taking 1 m as 10 cm'),
          wrong(2 * (L + cm), unit, 'finding the perimeter instead'),
          wrong(metres * 1000 * cm, unit, 'taking 1 m as 1,000 cm'),
        ]
      : [
          wrong(2 * (metres + cm), unit, 'forgetting to change metres into centimetres'),
          wrong(2 * (metres * 10 + cm), unit, 'taking 1 m as 10 cm'),
          wrong(L + cm, unit, 'adding one length and one breadth only'),
          wrong(L * cm, unit, 'finding the area instead'),
        ],
    moreMistakes: (i) => wrong(answer + 100 * i, unit, 'a slip with the hundreds'),
    steps: [
      `First change to the same unit: ${metres} m = ${metres} × 100 cm = ${formatInt(L)} cm.`,
      area
        ? `Area = ${formatInt(L)} × ${cm} = ${sq(answer, 'cm')}.`
        : `Perimeter = 2 × (${formatInt(L)} + ${cm}) = 2 × ${formatInt(L + cm)} = ${len(answer, 'cm')}.`,
    ],
    keyConcepts: ['1 m = 100 cm', 'Use the same unit for every side'],
    relatedTopics: RELATED,
  });
};

const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
];

const triangle = (ctx: GeneratorContext): GeneratedQuestion => {
  const right = ctx.rng.chance(0.5);
  if (right) {
    const [p, q, r] = ctx.rng.pick(TRIPLES.slice(0, 2 + Math.min(2, ctx.level)));
    const k = ctx.rng.int(1, ctx.level >= 2 ? 4 : 2) * ((p * q) % 2 === 0 ? 1 : 2);
    const [a, b, c] = [p * k, q * k, r * k];
    const answer = (a * b) / 2;
    const sides = ctx.rng.shuffle([a, b, c]);
    return ctx.mcq({
      topic: TOPIC,
      subTopic: 'Area of a triangle',
      stem: `A right-angled triangle has sides of ${formatInt(sides[0])} cm, ${formatInt(sides[1])} cm and ${formatInt(sides[2])} cm. What is its area?`,
      correct: sq(answer, 'cm'),
      mistakes: [
        wrong(a * b, (n) => sq(n, 'cm'), 'forgetting to halve base × height'),
        wrong(
          (a * c) / 2,
          (n) => sq(n, 'cm'),
          'using the longest side (the hypotenuse) as the height',
        ),
        wrong(
          (b * c) / 2,
          (n) => sq(n, 'cm'),
          'using the longest side (the hypotenuse) as the base',
        ),
        wrong((a * b * c) / 2, (n) => sq(n, 'cm'), 'multiplying all three sides'),
      ],
      moreMistakes: (i) => wrong(answer + i * a, (n) => sq(n, 'cm'), 'a multiplication slip'),
      steps: [
        `The longest side, ${formatInt(c)} cm, is opposite the right angle; the other two sides, ${formatInt(a)} cm and ${formatInt(b)} cm, are perpendicular, so they are the base and the height.`,
        `Area = 1/2 × base × height = 1/2 × ${formatInt(a)} × ${formatInt(b)} = ${sq(answer, 'cm')}.`,
      ],
      keyConcepts: [
        'Area of a triangle = 1/2 × base × height',
        'The height is perpendicular to the base',
      ],
      relatedTopics: RELATED,
    });
  }
  const base = ctx.rng.int(2, 20 + 10 * ctx.level);
  let height = ctx.rng.int(2, 20 + 10 * ctx.level);
  if ((base * height) % 2 === 1) {
    height += 1;
  }
  const answer = (base * height) / 2;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Area of a triangle',
    stem: `A triangle has a base of ${formatInt(base)} cm and a height of ${formatInt(height)} cm. What is its area?`,
    correct: sq(answer, 'cm'),
    mistakes: [
      wrong(base * height, (n) => sq(n, 'cm'), 'forgetting to halve base × height'),
      wrong(base + height, (n) => sq(n, 'cm'), 'adding the base and the height'),
      wrong((base + height) / 2, (n) => sq(n, 'cm'), 'halving the sum of the base and the height'),
      wrong(2 * base * height, (n) => sq(n, 'cm'), 'doubling instead of halving'),
    ],
    moreMistakes: (i) => wrong(answer + i * base, (n) => sq(n, 'cm'), 'a multiplication slip'),
    steps: [
      `Area = 1/2 × base × height = 1/2 × ${formatInt(base)} × ${formatInt(height)} = ${sq(answer, 'cm')}.`,
    ],
    keyConcepts: ['Area of a triangle = 1/2 × base × height'],
    relatedTopics: RELATED,
  });
};

const reverse = (ctx: GeneratorContext): GeneratedQuestion => {
  if (ctx.rng.chance(0.5)) {
    const s = ctx.rng.int(3, 15 + 5 * ctx.level);
    const perimeter = 4 * s;
    const answer = s * s;
    return ctx.mcq({
      topic: TOPIC,
      subTopic: 'Area from the perimeter',
      stem: `A square has a perimeter of ${len(perimeter, 'cm')}. What is its area?`,
      correct: sq(answer, 'cm'),
      mistakes: [
        wrong(perimeter * perimeter, (n) => sq(n, 'cm'), 'squaring the perimeter'),
        wrong((perimeter / 2) ** 2, (n) => sq(n, 'cm'), 'halving the perimeter to get the side'),
        wrong(s, (n) => sq(n, 'cm'), 'stopping at the side'),
        wrong(perimeter, (n) => sq(n, 'cm'), 'taking the perimeter as the area'),
      ],
      moreMistakes: (i) =>
        wrong((s + i) * (s + i), (n) => sq(n, 'cm'), 'a slip in finding the side'),
      steps: [
        `Side = perimeter ÷ 4 = ${formatInt(perimeter)} ÷ 4 = ${len(s, 'cm')}.`,
        `Area = ${formatInt(s)} × ${formatInt(s)} = ${sq(answer, 'cm')}.`,
      ],
      keyConcepts: ['Perimeter of a square = 4 × side', 'Area of a square = side × side'],
      relatedTopics: RELATED,
    });
  }
  const L = ctx.rng.int(5, 20 + 5 * ctx.level);
  let B = ctx.rng.int(2, L);
  if (B === L) {
    B -= 1;
  }
  const area = L * B;
  const answer = 2 * (L + B);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Perimeter from the area',
    stem: `A rectangle has an area of ${sq(area, 'cm')} and a length of ${len(L, 'cm')}. What is its perimeter?`,
    correct: len(answer, 'cm'),
    mistakes: [
      wrong(L + B, (n) => len(n, 'cm'), 'adding the length and breadth but not doubling'),
      wrong(area - L, (n) => len(n, 'cm'), 'subtracting the length from the area'),
      wrong(B, (n) => len(n, 'cm'), 'stopping at the breadth'),
      wrong(2 * (area + L), (n) => len(n, 'cm'), 'using the area as a side'),
    ],
    moreMistakes: (i) => wrong(answer + 2 * i, (n) => len(n, 'cm'), 'a slip while adding'),
    steps: [
      `Breadth = area ÷ length = ${formatInt(area)} ÷ ${formatInt(L)} = ${len(B, 'cm')}.`,
      `Perimeter = 2 × (${formatInt(L)} + ${formatInt(B)}) = ${len(answer, 'cm')}.`,
    ],
    keyConcepts: ['Area = length × breadth', 'Perimeter = 2 × (length + breadth)'],
    relatedTopics: RELATED,
  });
};

const tilingCost = (ctx: GeneratorContext): GeneratedQuestion => {
  const L = ctx.rng.int(3, 8 + 2 * ctx.level);
  const B = ctx.rng.int(2, L);
  const rate = ctx.rng.pick([20, 25, 40, 50, 60, 75, 80, 120, 150]);
  const answer = L * B * rate;
  const rupees = (n: number): string => `₹${formatInt(n)}`;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Area in daily life',
    stem: `The floor of a room is ${L} m long and ${B} m wide. Tiling costs ₹${rate} per square metre. What does it cost to tile the floor?`,
    correct: rupees(answer),
    mistakes: [
      wrong(2 * (L + B) * rate, rupees, 'using the perimeter instead of the area'),
      wrong((L + B) * rate, rupees, 'adding the length and breadth instead of multiplying'),
      wrong(L * B + rate, rupees, 'adding the rate instead of multiplying'),
      wrong(L * B, rupees, 'stopping at the area'),
    ],
    moreMistakes: (i) => wrong(answer + i * rate, rupees, 'counting one square metre too many'),
    steps: [`Area = ${L} × ${B} = ${L * B} m².`, `Cost = ${L * B} × ₹${rate} = ${rupees(answer)}.`],
    keyConcepts: ['Area = length × breadth', 'Cost = area × rate'],
    relatedTopics: RELATED,
  });
};

export const perimeterAreaGenerator = defineGenerator({
  id: 'perimeter-area',
  name: 'Perimeter and area',
  section: 'S3',
  classes: [3, 4, 5, 6, 7, 8],
  topics: [
    'Perimeter of a rectangle and a square',
    'Area of a rectangle and a square',
    'Converting units before measuring',
    'Area of a triangle',
    'Finding a side from the area or perimeter',
    'Cost of tiling',
  ],
  build: (ctx) => {
    const kinds = [rectangle];
    if (ctx.cls >= 5) {
      kinds.push(tilingCost);
      if (ctx.level >= 2) {
        kinds.push(mixedUnits);
      }
    }
    if (ctx.cls >= 6 && ctx.level >= 1) {
      kinds.push(reverse);
    }
    if (ctx.cls >= 7) {
      kinds.push(triangle);
    }
    return ctx.rng.pick(kinds)(ctx);
  },
});
