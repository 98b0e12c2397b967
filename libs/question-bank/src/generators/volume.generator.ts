import { defineGenerator, type GeneratorContext, type Mistake } from './build';
import { formatInt } from './format';
import type { GeneratedQuestion } from './types';

const TOPIC = 'volume';
const RELATED = ['Surface area', 'Area of a rectangle', 'Units of capacity (litres)'];
const cu = (n: number, unit: string): string => `${formatInt(n)} ${unit}³`;
const wrong = (n: number, text: (n: number) => string, why: string): Mistake | undefined =>
  Number.isInteger(n) && n > 0 ? { text: text(n), why } : undefined;
const dims = (ctx: GeneratorContext, max: number): [number, number, number] => [
  ctx.rng.int(2, max),
  ctx.rng.int(2, max),
  ctx.rng.int(2, max),
];

const unitCubes = (ctx: GeneratorContext): GeneratedQuestion => {
  const [l, b, h] = dims(ctx, [4, 6, 8, 10][ctx.level]);
  const answer = l * b * h;
  const count = (n: number): string => `${formatInt(n)} cubes`;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Volume by counting unit cubes',
    stem: `A cuboid is built from 1 cm cubes. It is ${l} cubes long, ${b} cubes wide and ${h} cubes high. How many cubes are used?`,
    correct: count(answer),
    mistakes: [
      wrong(l + b + h, count, 'adding the three edges instead of multiplying'),
      wrong(l * b, count, 'counting only the bottom layer'),
      wrong(2 * (l * b + b * h + h * l), count, 'counting the square faces on the outside'),
      wrong(
        l * b * h - (l - 2) * (b - 2) * (h - 2),
        count,
        'counting only the cubes you can see from outside',
      ),
    ],
    moreMistakes: (i) => wrong(l * b * (h + i), count, 'counting one layer too many'),
    steps: [
      `One layer has ${l} × ${b} = ${l * b} cubes.`,
      `There are ${h} layers: ${l * b} × ${h} = ${formatInt(answer)} cubes.`,
    ],
    keyConcepts: ['Volume = number of unit cubes', 'Layers × cubes in each layer'],
    relatedTopics: RELATED,
  });
};

const cuboidOrCube = (ctx: GeneratorContext): GeneratedQuestion => {
  const cube = ctx.rng.chance(0.4);
  const unit = ctx.rng.pick(['cm', 'm']);
  if (cube) {
    const s = ctx.rng.int(2, [6, 10, 15, 25][ctx.level]);
    const answer = s ** 3;
    return ctx.mcq({
      topic: TOPIC,
      subTopic: 'Volume of a cube',
      stem: `What is the volume of a cube with edges of ${s} ${unit}?`,
      correct: cu(answer, unit),
      mistakes: [
        wrong(3 * s, (n) => cu(n, unit), `multiplying the edge by 3 instead of cubing it`),
        wrong(s * s, (n) => cu(n, unit), 'finding the area of one face'),
        wrong(6 * s * s, (n) => cu(n, unit), 'finding the surface area instead'),
        wrong(12 * s, (n) => cu(n, unit), 'adding all 12 edges'),
      ],
      moreMistakes: (i) => wrong((s + i) ** 3, (n) => cu(n, unit), 'a slip in the edge'),
      steps: [`Volume of a cube = edge × edge × edge = ${s} × ${s} × ${s} = ${cu(answer, unit)}.`],
      keyConcepts: ['Volume of a cube = edge³'],
      relatedTopics: RELATED,
    });
  }
  const [l, b, h] = dims(ctx, [8, 12, 20, 30][ctx.level]);
  const answer = l * b * h;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Volume of a cuboid',
    stem: `What is the volume of a cuboid ${l} ${unit} long, ${b} ${unit} wide and ${h} ${unit} high?`,
    correct: cu(answer, unit),
    mistakes: [
      wrong(l + b + h, (n) => cu(n, unit), 'adding the dimensions'),
      wrong(2 * (l * b + b * h + h * l), (n) => cu(n, unit), 'finding the surface area instead'),
      wrong(l * b, (n) => cu(n, unit), 'finding only the area of the base'),
      { text: `${formatInt(answer)} ${unit}²`, why: 'writing square units for a volume' },
    ],
    moreMistakes: (i) => wrong(l * b * (h + i), (n) => cu(n, unit), 'counting one layer too many'),
    steps: [
      `Volume of a cuboid = length × breadth × height = ${l} × ${b} × ${h} = ${cu(answer, unit)}.`,
    ],
    keyConcepts: ['Volume of a cuboid = l × b × h', 'Volume is in cubic units'],
    relatedTopics: RELATED,
  });
};

const capacity = (ctx: GeneratorContext): GeneratedQuestion => {
  const inMetres = ctx.rng.chance(0.4);
  const litres = (n: number): string => `${formatInt(n)} litres`;
  if (inMetres) {
    const [l, b, h] = dims(ctx, 3 + ctx.level);
    const m3 = l * b * h;
    const answer = m3 * 1000;
    return ctx.mcq({
      topic: TOPIC,
      subTopic: 'Capacity in litres',
      stem: `A water tank is ${l} m long, ${b} m wide and ${h} m deep. How many litres of water can it hold? (1 m³ = 1,000 litres)`,
      correct: litres(answer),
      mistakes: [
        wrong(m3, litres, 'forgetting to change cubic metres into litres'),
        wrong(m3 * 100, litres, 'multiplying by 100 instead of 1,000'),
        wrong(m3 * 10000, litres, 'multiplying by 10,000 instead of 1,000'),
        wrong((l + b + h) * 1000, litres, 'adding the dimensions'),
      ],
      moreMistakes: (i) => wrong((m3 + i) * 1000, litres, 'a multiplication slip'),
      steps: [
        `Volume = ${l} × ${b} × ${h} = ${m3} m³.`,
        `${m3} m³ = ${m3} × 1,000 = ${litres(answer)}.`,
      ],
      keyConcepts: ['1 m³ = 1,000 litres', 'Volume of a cuboid'],
      relatedTopics: RELATED,
    });
  }
  const [l, b, h] = [ctx.rng.int(2, 8), ctx.rng.int(2, 6), ctx.rng.int(1, 5)].map((x) => x * 10);
  const cm3 = l * b * h;
  const answer = cm3 / 1000;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Capacity in litres',
    stem: `A box is ${l} cm long, ${b} cm wide and ${h} cm high. How many litres does it hold? (1 litre = 1,000 cm³)`,
    correct: litres(answer),
    mistakes: [
      wrong(cm3, litres, 'forgetting to change cm³ into litres'),
      wrong(cm3 / 100, litres, 'dividing by 100 instead of 1,000'),
      wrong(cm3 / 10, litres, 'dividing by 10 instead of 1,000'),
      wrong(cm3 / 10000, litres, 'dividing by 10,000 instead of 1,000'),
    ],
    moreMistakes: (i) => wrong(answer + i, litres, 'a division slip'),
    steps: [
      `Volume = ${l} × ${b} × ${h} = ${cu(cm3, 'cm')}.`,
      `${formatInt(cm3)} cm³ ÷ 1,000 = ${litres(answer)}.`,
    ],
    keyConcepts: ['1 litre = 1,000 cm³', 'Volume of a cuboid'],
    relatedTopics: RELATED,
  });
};

const missingEdge = (ctx: GeneratorContext): GeneratedQuestion => {
  const [l, b, h] = dims(ctx, [8, 12, 15, 20][ctx.level]);
  const v = l * b * h;
  const cm = (n: number): string => `${formatInt(n)} cm`;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Finding a dimension from the volume',
    stem: `A cuboid has a volume of ${cu(v, 'cm')}. Its length is ${l} cm and its breadth is ${b} cm. What is its height?`,
    correct: cm(h),
    mistakes: [
      wrong(v - l - b, cm, 'subtracting the length and breadth from the volume'),
      wrong(v / l, cm, 'dividing by the length only'),
      wrong(v / (l + b), cm, 'dividing by the sum of the length and breadth'),
      wrong(v / b, cm, 'dividing by the breadth only'),
    ],
    moreMistakes: (i) => wrong(h + i, cm, 'a division slip'),
    steps: [
      `Area of the base = ${l} × ${b} = ${l * b} cm².`,
      `Height = volume ÷ base area = ${formatInt(v)} ÷ ${l * b} = ${cm(h)}.`,
    ],
    keyConcepts: ['Volume = base area × height'],
    relatedTopics: RELATED,
  });
};

const cubesInBox = (ctx: GeneratorContext): GeneratedQuestion => {
  const e = ctx.rng.int(2, 5);
  const [p, q, r] = dims(ctx, 6);
  const [L, B, H] = [p * e, q * e, r * e];
  const answer = p * q * r;
  const v = L * B * H;
  const count = (n: number): string => formatInt(n);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Packing cubes into a box',
    stem: `How many cubes of edge ${e} cm fit exactly into a box ${L} cm long, ${B} cm wide and ${H} cm high?`,
    correct: count(answer),
    mistakes: [
      wrong(
        v / e,
        count,
        `dividing the volume by the edge ${e} instead of by the cube's volume ${e ** 3}`,
      ),
      wrong(v / (e * e), count, `dividing the volume by the area of one face, ${e * e}`),
      wrong(v, count, 'giving the volume of the box'),
      wrong((L + B + H) / e, count, 'adding the cubes along each edge'),
    ],
    moreMistakes: (i) => wrong(p * q * (r + i), count, 'counting one layer too many'),
    steps: [
      `Along the length ${L} ÷ ${e} = ${p}, along the breadth ${B} ÷ ${e} = ${q}, up the height ${H} ÷ ${e} = ${r}.`,
      `Number of cubes = ${p} × ${q} × ${r} = ${formatInt(answer)}.`,
      `Check: ${formatInt(v)} cm³ ÷ ${e ** 3} cm³ = ${formatInt(answer)}.`,
    ],
    keyConcepts: ['Volume of a cuboid', 'Number of cubes = box volume ÷ cube volume'],
    relatedTopics: RELATED,
  });
};

export const volumeGenerator = defineGenerator({
  id: 'volume',
  name: 'Volume of cubes and cuboids',
  section: 'S3',
  classes: [5, 6, 7, 8, 9, 10],
  topics: [
    'Volume by counting unit cubes',
    'Volume of a cube and a cuboid',
    'Capacity in litres',
    'Finding a dimension from the volume',
    'Packing cubes into a box',
  ],
  build: (ctx) => {
    const kinds = [unitCubes];
    if (ctx.cls >= 6) {
      kinds.push(cuboidOrCube);
    }
    if (ctx.cls >= 7) {
      kinds.push(capacity);
    }
    if (ctx.cls >= 8) {
      kinds.push(missingEdge);
      if (ctx.level >= 2) {
        kinds.push(cubesInBox);
      }
    }
    return ctx.rng.pick(kinds)(ctx);
  },
});
