import fs from 'node:fs';
import path from 'node:path';
import { DIFFICULTIES, questionSchema } from '../schema/question.schema';
import { slugSchema } from '../schema/syllabus.schema';
import { defineGenerator, toBankQuestion } from './build';
import { GENERATOR_IDS, GENERATORS, generateQuestion, generatorsForClass } from './index';
import { checkGenerator } from './spec-support';
import type { GeneratedQuestion } from './types';

const texts = (q: GeneratedQuestion): string[] => [
  q.stem,
  ...(q.type === 'mcq' ? q.options : q.answer),
  ...q.explanation.detailedSolution,
];

describe('generator registry', () => {
  it('lists sixteen generators with slug ids, sections and classes 1-10', () => {
    expect(GENERATOR_IDS).toHaveLength(16);
    expect(new Set(GENERATOR_IDS).size).toBe(16);
    for (const id of GENERATOR_IDS) {
      const g = GENERATORS[id];
      expect(g.id).toBe(id);
      expect(slugSchema.safeParse(id).success).toBe(true);
      expect(['S1', 'S2', 'S3', 'S4']).toContain(g.section);
      expect(g.classes.length).toBeGreaterThan(0);
      expect(g.classes.every((c) => Number.isInteger(c) && c >= 1 && c <= 10)).toBe(true);
      expect(g.topics.length).toBeGreaterThan(0);
    }
    for (let cls = 1; cls <= 10; cls++) {
      expect(generatorsForClass(cls).length).toBeGreaterThan(0);
    }
  });

  it('generateQuestion is reproducible and refuses bad input', () => {
    const a = generateQuestion('fractions', 99, { class: 6, difficulty: 'hard' });
    const b = generateQuestion('fractions', 99, { class: 6, difficulty: 'hard' });
    expect(a).toEqual(b);
    expect(a.id).toBe('gen-fractions-6-hard-99');
    expect(generateQuestion('angles', 5, { class: 8, difficulty: 'very_hard' }).id).toBe(
      'gen-angles-8-very-hard-5',
    );
    expect(() => generateQuestion('nope', 1, { class: 6, difficulty: 'easy' })).toThrow(RangeError);
    expect(() => generateQuestion('toString', 1, { class: 6, difficulty: 'easy' })).toThrow(
      RangeError,
    );
    expect(() => generateQuestion('exponents', 1, { class: 5, difficulty: 'easy' })).toThrow(
      RangeError,
    );
    expect(() => generateQuestion('integers', 2 ** 32, { class: 6, difficulty: 'easy' })).toThrow(
      RangeError,
    );
  });

  it('keeps class content rules across every generator: no negatives before class 6, no exponents before class 7', () => {
    const problems: string[] = [];
    for (const id of GENERATOR_IDS) {
      const g = GENERATORS[id];
      for (const cls of g.classes.filter((c) => c < 7)) {
        for (const difficulty of DIFFICULTIES) {
          for (let seed = 0; seed < 40; seed++) {
            const q = g.generate(seed, { class: cls, difficulty });
            for (const t of texts(q)) {
              // A minus sign before a digit that is not subtraction ("a - b").
              if (cls < 6 && /(^|[^\w\s)]|[(=:,] )-\d|^-\d/.test(t)) {
                problems.push(`${q.id}: negative number in "${t}"`);
              }
              // Superscripts other than square/cubic units.
              if (/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]/.test(t.replace(/\b(cm|m)[²³]/g, ''))) {
                problems.push(`${q.id}: exponent in "${t}"`);
              }
            }
          }
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('puts the correct option at every position about equally often', () => {
    const letters: Record<string, number> = { A: 0, B: 0, C: 0, D: 0 };
    let mcqs = 0;
    for (const id of GENERATOR_IDS) {
      const g = GENERATORS[id];
      for (let seed = 0; seed < 200; seed++) {
        const q = g.generate(seed, {
          class: g.classes[seed % g.classes.length],
          difficulty: DIFFICULTIES[seed % 4],
        });
        if (q.type === 'mcq') {
          letters[q.answer]++;
          mcqs++;
        }
      }
    }
    for (const letter of Object.keys(letters)) {
      expect(letters[letter] / mcqs).toBeGreaterThan(0.2);
      expect(letters[letter] / mcqs).toBeLessThan(0.3);
    }
  });

  it('every question passes the bank schema once the stamp is removed', () => {
    for (const id of GENERATOR_IDS) {
      const g = GENERATORS[id];
      const q = g.generate(12345, { class: g.classes[0], difficulty: 'medium' });
      expect(questionSchema.safeParse(toBankQuestion(q)).success).toBe(true);
      expect('generator' in toBankQuestion(q)).toBe(false);
    }
  });

  it('never calls Math.random', () => {
    for (const file of fs
      .readdirSync(__dirname)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))) {
      expect(fs.readFileSync(path.join(__dirname, file), 'utf8')).not.toMatch(/Math\.random\s*\(/);
    }
  });
});

describe('the spec harness', () => {
  // A deliberately broken generator: its key is wrong for odd seeds, proving the sweep catches it.
  const broken = defineGenerator({
    id: 'broken',
    name: 'Broken',
    section: 'S2',
    classes: [3],
    topics: ['Addition'],
    build: (ctx) => {
      const a = ctx.rng.int(1, 9);
      const b = ctx.rng.int(1, 9);
      const wrong = ctx.rng.chance(0.5);
      return ctx.mcq({
        topic: 'addition',
        subTopic: 'Addition',
        stem: `What is ${a} + ${b}?`,
        correct: String(wrong ? a + b + 1 : a + b),
        mistakes: [
          { text: String(a + b + 2), why: 'x' },
          { text: String(a + b + 3), why: 'y' },
          { text: String(wrong ? a + b : a + b + 4), why: 'z' },
        ],
        steps: ['Add.'],
        keyConcepts: ['Addition'],
        relatedTopics: [],
      });
    },
  });

  it('reports a wrong key', () => {
    const result = checkGenerator(
      broken,
      {
        solve: (q) => {
          const m = /What is (\d) \+ (\d)\?/.exec(q.stem)!;
          return Number(m[1]) + Number(m[2]);
        },
        matches: (text, expected) => Number(text) === expected,
      },
      200,
    );
    expect(result.failures.length).toBeGreaterThan(50);
    expect(result.failures[0]).toMatch(/key [ABCD] but the independent answer/);
  });
});
