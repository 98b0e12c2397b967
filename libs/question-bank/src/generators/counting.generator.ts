import { defineGenerator, type GeneratorContext, type Mistake } from './build';
import { formatInt } from './format';
import type { GeneratedQuestion } from './types';

const TOPIC = 'counting';
const RELATED = ['Multiplication', 'Patterns in counting', 'Systematic listing'];
const count = (n: number, why: string): Mistake | undefined =>
  Number.isSafeInteger(n) && n > 0 ? { text: formatInt(n), why } : undefined;

const NAMES = ['Riya', 'Aman', 'Sara', 'Dev', 'Ishita', 'Kabir'];

const outfits = (ctx: GeneratorContext): GeneratedQuestion => {
  const name = ctx.rng.pick(NAMES);
  const three = ctx.level >= 2;
  const a = ctx.rng.int(2, 4 + ctx.level);
  const b = ctx.rng.int(2, 4 + ctx.level);
  const c = three ? ctx.rng.int(2, 3 + ctx.level) : 1;
  const answer = a * b * c;
  const items = three
    ? `${a} shirts, ${b} pairs of trousers and ${c} caps`
    : `${a} shirts and ${b} pairs of trousers`;
  const made = three
    ? 'one shirt, one pair of trousers and one cap'
    : 'one shirt and one pair of trousers';
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Counting choices (multiplication principle)',
    stem: `${name} has ${items}. How many different outfits of ${made} can ${name} make?`,
    correct: formatInt(answer),
    mistakes: [
      count(a + b + c - (three ? 0 : 1), 'adding the numbers of choices instead of multiplying'),
      three ? count(a * b, 'forgetting the caps') : count(2 * a * b, 'counting each outfit twice'),
      three
        ? count(a * b + c, 'adding the caps instead of multiplying')
        : count(Math.max(a, b), 'counting only the larger set'),
      count(a ** b, `working out ${a} to the power ${b}`),
    ],
    moreMistakes: (i) =>
      count(
        answer + (i % 2 === 1 ? a : -a) * Math.ceil(i / 2),
        'missing or repeating a row of the list',
      ),
    steps: [
      `Each of the ${a} shirts can go with each of the ${b} pairs of trousers: ${a} × ${b} = ${a * b} pairs.`,
      ...(three
        ? [`Each of those can go with each of the ${c} caps: ${a * b} × ${c} = ${answer}.`]
        : []),
      `So there are ${formatInt(answer)} outfits.`,
    ],
    keyConcepts: ['Multiplication principle of counting'],
    relatedTopics: RELATED,
  });
};

const handshakes = (ctx: GeneratorContext): GeneratedQuestion => {
  const n = ctx.rng.int(4, [6, 10, 15, 25][ctx.level]);
  const answer = (n * (n - 1)) / 2;
  const setting = ctx.rng.pick([
    {
      stem: `At a party, each of ${n} friends shakes hands once with every other friend. How many handshakes are there?`,
      thing: 'handshake',
    },
    {
      stem: `In a tournament, each of ${n} teams plays every other team exactly once. How many matches are played?`,
      thing: 'match',
    },
    {
      stem: `${n} points are marked on a circle. How many straight lines can be drawn, each joining two of the points?`,
      thing: 'line',
    },
  ]);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Counting pairs',
    stem: setting.stem,
    correct: formatInt(answer),
    mistakes: [
      count(n * (n - 1), `counting each ${setting.thing} twice (once from each side)`),
      count(n * n, 'pairing everyone with everyone, including themselves'),
      count((n * (n + 1)) / 2, 'adding 1 + 2 + ... up to the number itself instead of one less'),
      count(n - 1, `counting only one person's ${setting.thing}s`),
    ],
    moreMistakes: (i) => count(answer - i, 'missing a pair'),
    steps: [
      `Each of the ${n} joins with the other ${n - 1}: ${n} × ${n - 1} = ${formatInt(n * (n - 1))}.`,
      `That counts every ${setting.thing} twice, so divide by 2: ${formatInt(n * (n - 1))} ÷ 2 = ${formatInt(answer)}.`,
    ],
    keyConcepts: ['Counting pairs: n × (n - 1) ÷ 2', 'Avoiding double counting'],
    relatedTopics: RELATED,
  });
};

const squaresInGrid = (ctx: GeneratorContext): GeneratedQuestion => {
  const n = ctx.rng.int(2, [3, 4, 6, 8][ctx.level]);
  const sizes = Array.from({ length: n }, (_, i) => n - i);
  const answer = sizes.reduce((s, k) => s + k * k, 0);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Counting squares in a grid',
    stem: `A square is divided into a ${n} by ${n} grid of small squares. How many squares of all sizes are there in the figure?`,
    correct: formatInt(answer),
    mistakes: [
      count(n * n, 'counting only the smallest squares'),
      count(n * n + 1, 'counting the smallest squares and the whole square only'),
      count((n + 1) * (n + 1), 'counting the corner points'),
      count(answer - 1, 'leaving out the whole square'),
    ],
    moreMistakes: (i) => count(answer + i, 'counting a square twice'),
    steps: [
      ...Array.from({ length: n }, (_, i) => i + 1).map(
        (k) => `Squares of side ${k}: ${n - k + 1} × ${n - k + 1} = ${(n - k + 1) ** 2}.`,
      ),
      `Total = ${sizes.map((k) => k * k).join(' + ')} = ${formatInt(answer)}.`,
    ],
    keyConcepts: ['Counting systematically by size', 'Sum of square numbers'],
    relatedTopics: RELATED,
  });
};

const rectanglesInGrid = (ctx: GeneratorContext): GeneratedQuestion => {
  const m = ctx.rng.int(2, 5);
  let n = ctx.rng.int(2, 6);
  if (n === m) {
    n += 1;
  }
  const answer = ((m * (m + 1)) / 2) * ((n * (n + 1)) / 2);
  const squares = Array.from({ length: Math.min(m, n) }, (_, i) => (m - i) * (n - i)).reduce(
    (s, x) => s + x,
    0,
  );
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Counting rectangles in a grid',
    stem: `A rectangle is divided into a grid of ${m} rows and ${n} columns of small squares. How many rectangles of all sizes (squares included) are there?`,
    correct: formatInt(answer),
    mistakes: [
      count(m * n, 'counting only the small squares'),
      count(squares, 'counting only the squares'),
      count((m + 1) * (n + 1), 'counting the corner points'),
      count(m * (m + 1) * n * (n + 1), 'forgetting that each choice of two lines is counted twice'),
    ],
    moreMistakes: (i) => count(answer - i, 'missing a rectangle'),
    steps: [
      `A rectangle is fixed by choosing 2 of the ${m + 1} horizontal lines and 2 of the ${n + 1} vertical lines.`,
      `Pairs of horizontal lines: ${m + 1} × ${m} ÷ 2 = ${(m * (m + 1)) / 2}; pairs of vertical lines: ${n + 1} × ${n} ÷ 2 = ${(n * (n + 1)) / 2}.`,
      `Rectangles = ${(m * (m + 1)) / 2} × ${(n * (n + 1)) / 2} = ${formatInt(answer)}.`,
    ],
    keyConcepts: ['Choosing two lines in each direction', 'Multiplication principle'],
    relatedTopics: RELATED,
  });
};

const numbersFromDigits = (ctx: GeneratorContext): GeneratedQuestion => {
  const withZero = ctx.level >= 2 && ctx.rng.chance(0.6);
  const repeat = ctx.rng.chance(0.4);
  const k = ctx.rng.int(4, 5 + (ctx.level >= 2 ? 1 : 0));
  const pool = ctx.rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9], withZero ? k - 1 : k);
  const digits = (withZero ? [0, ...pool] : pool).sort((a, b) => a - b);
  const len = ctx.rng.int(2, 3);
  const firstChoices = withZero ? k - 1 : k;
  const withRepeat = Array.from({ length: len }, (_, i) => (i === 0 ? firstChoices : k));
  const noRepeat = Array.from({ length: len }, (_, i) => (i === 0 ? firstChoices : k - i));
  const perPlace = repeat ? withRepeat : noRepeat;
  const product = (xs: number[]): number => xs.reduce((p, x) => p * x, 1);
  const answer = product(perPlace);
  const ignoringZero = repeat ? k ** len : product(Array.from({ length: len }, (_, i) => k - i));
  const other = product(repeat ? noRepeat : withRepeat);
  const factorial = (x: number): number => (x <= 1 ? 1 : x * factorial(x - 1));
  const choose = factorial(k) / (factorial(len) * factorial(k - len));
  const placeNames = ['first', 'second', 'third'];
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Counting numbers made from digits',
    stem: `How many ${len}-digit numbers can be made from the digits ${digits.join(', ')} if digits ${repeat ? 'may be repeated' : 'may not be repeated'}?`,
    correct: formatInt(answer),
    mistakes: [
      withZero && ignoringZero !== answer
        ? count(ignoringZero, 'forgetting that a number cannot start with 0')
        : undefined,
      count(other, repeat ? 'not allowing digits to repeat' : 'allowing digits to repeat'),
      count(choose, 'counting groups of digits instead of arrangements'),
      count(
        perPlace.reduce((s, x) => s + x, 0),
        'adding the choices for each place instead of multiplying',
      ),
    ],
    moreMistakes: (i) => count(answer - i, 'missing some numbers in the list'),
    steps: [
      ...perPlace.map(
        (c, i) =>
          `Choices for the ${placeNames[i]} digit: ${c}${i === 0 && withZero ? ' (any digit but 0)' : !repeat && i > 0 ? ` (the ${i === 1 ? 'first' : 'first two'} digit${i === 1 ? ' is' : 's are'} used)` : ''}.`,
      ),
      `Total = ${perPlace.join(' × ')} = ${formatInt(answer)}.`,
    ],
    keyConcepts: [
      'Multiplication principle',
      'A number does not begin with 0',
      'With and without repetition',
    ],
    relatedTopics: RELATED,
  });
};

export const countingGenerator = defineGenerator({
  id: 'counting',
  name: 'Counting',
  section: 'S4',
  classes: [4, 5, 6, 7, 8, 9, 10],
  topics: [
    'Counting choices (outfits)',
    'Counting handshakes and matches',
    'Counting squares and rectangles in a grid',
    'Counting numbers made from digits',
  ],
  build: (ctx) => {
    const kinds = [outfits, squaresInGrid];
    if (ctx.cls >= 6) {
      kinds.push(handshakes);
    }
    if (ctx.cls >= 8) {
      kinds.push(numbersFromDigits);
      if (ctx.level >= 2) {
        kinds.push(rectanglesInGrid);
      }
    }
    return ctx.rng.pick(kinds)(ctx);
  },
});
