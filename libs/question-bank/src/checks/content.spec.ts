// The content test: every syllabus and question file in the repository, as paper-generation will
// import them. A failure names the file and the question.
import fs from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { contentPath } from '../load/content-paths';
import { loadQuestions, loadReviewFor } from '../load/load-questions';
import { loadSyllabus } from '../load/load-syllabus';
import { OLYMPIADS, isOlympiad } from '../schema/syllabus.schema';
import {
  duplicateIdProblems,
  keyBalanceProblems,
  keyLengthProblems,
  nearDuplicateProblems,
  reviewProblems,
  syllabusProblems,
} from './bank-integrity';
import { coverage, shortfalls, sliceKey } from './coverage';
import { generatorChapterProblems } from './generator-chapters';

const syllabus = loadSyllabus();
const questions = loadQuestions();

/** Slices the bank claims to serve in full (`coverage-complete.yaml`); the rest show as gaps. */
const complete = z
  .array(z.string().regex(/^[A-Z-]+\|\d+\|[A-Za-z ]+\|[A-Za-z ]*$/))
  .parse(parse(fs.readFileSync(contentPath('coverage-complete.yaml'), 'utf8')) ?? []);

describe('syllabus', () => {
  it('tops up maths chapters only from generators that exist, suit the class and name its chapter', () => {
    expect(generatorChapterProblems(syllabus.generatorChapters, syllabus.classes)).toEqual([]);
  });

  it('names each class once per curriculum, with unique chapter and topic ids', () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const file of syllabus.classes) {
      const key = `${file.curriculum}|${file.class}`;
      if (seen.has(key)) {
        problems.push(`${key} twice`);
      }
      seen.add(key);
      for (const entry of file.subjects) {
        const ids = entry.chapters.map((c) => c.id);
        if (new Set(ids).size !== ids.length) {
          problems.push(`${key} ${entry.subject} ${entry.branch ?? ''}: repeated chapter id`);
        }
        for (const chapter of entry.chapters) {
          const topicIds = chapter.topics.map((t) => t.id);
          if (new Set(topicIds).size !== topicIds.length) {
            problems.push(`${key} ${chapter.id}: repeated topic id`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every Olympiad with a class file a published pattern covering that class', () => {
    const problems: string[] = [];
    for (const file of syllabus.classes.filter((c) => isOlympiad(c.curriculum))) {
      const pattern = syllabus.patterns.find((p) => p.curriculum === file.curriculum);
      if (!pattern?.bands.some((band) => band.classes.includes(file.class))) {
        problems.push(`${file.curriculum} class ${file.class} has no pattern band`);
      }
    }
    expect(problems).toEqual([]);
    for (const pattern of syllabus.patterns) {
      expect(OLYMPIADS).toContain(pattern.curriculum);
    }
  });
});

describe('question bank', () => {
  it('has unique question ids', () => {
    expect(duplicateIdProblems(questions)).toEqual([]);
  });

  it('places every question in a chapter, topic and sub-topic of the syllabus, at a length its class can read', () => {
    expect(syllabusProblems(syllabus.classes, questions)).toEqual([]);
  });

  it('has no near-duplicate stems within a chapter', () => {
    expect(nearDuplicateProblems(questions)).toEqual([]);
  });

  it('spreads the MCQ keys of a chapter over the letters', () => {
    expect(keyBalanceProblems(questions)).toEqual([]);
  });

  it('does not point at a chapter’s MCQ keys by their length', () => {
    expect(keyLengthProblems(questions)).toEqual([]);
  });

  it('accepts a hand-written question only once an independent solver agreed with its key', () => {
    expect(reviewProblems(questions, (file) => loadReviewFor(contentPath(file)))).toEqual([]);
  });

  it('fills every slice it claims complete to the coverage thresholds', () => {
    const rows = new Map(
      coverage(syllabus.classes, questions, syllabus.patterns).map((row) => [sliceKey(row), row]),
    );
    const problems = complete.flatMap((key) => {
      const row = rows.get(key);
      return row ? shortfalls(row).map((s) => `${key}: ${s}`) : [`${key}: not in the syllabus`];
    });
    expect(problems).toEqual([]);
  });
});
