import fs from 'node:fs';
import path from 'node:path';
import {
  questionFileSchema,
  reviewFileSchema,
  type BankQuestion,
  type ReviewFile,
  type Serves,
} from '../schema/question.schema';
import { shortHash } from './content-hash';
import { CONTENT_ROOT, contentPath, reviewPathFor } from './content-paths';
import { readYaml, yamlFilesUnder } from './read-yaml';

/** A bank question as the service imports it: where it came from, its version and its uses. */
export interface LoadedQuestion {
  question: BankQuestion;
  /** Every place it serves, each with the topic id it has there. */
  serves: (Serves & { topic: string })[];
  passageText?: string;
  /** Version identity: the hash of the question's content and passage (not its placement). */
  hash: string;
  /** Relative to the library root. */
  file: string;
}

/**
 * A version is what a child reads and what grading uses: stem, passage, options, key, rubric,
 * explanation. Where the question is placed (`serves`) is not part of it, so tagging a question
 * for another board needs no new review.
 */
const versionHash = (question: BankQuestion, passageText: string | undefined): string => {
  const { serves: _placement, ...content } = question;
  return shortHash({ question: content, passageText });
};

export const loadQuestionFile = (file: string): LoadedQuestion[] => {
  const content = readYaml(file, questionFileSchema);
  return content.questions.map((question) => {
    const passageText = question.passage ? content.passages?.[question.passage] : undefined;
    return {
      question,
      serves: (question.serves ?? content.serves).map((place) => ({
        ...place,
        topic: place.topic ?? question.topic,
      })),
      passageText,
      hash: versionHash(question, passageText),
      file: path.relative(CONTENT_ROOT, file),
    };
  });
};

export const questionFiles = (root = contentPath('questions')): string[] => yamlFilesUnder(root);

export const loadQuestions = (root = contentPath('questions')): LoadedQuestion[] =>
  questionFiles(root).flatMap(loadQuestionFile);

/** The review record beside a question file, or undefined when none was written yet. */
export const loadReviewFor = (questionFile: string): ReviewFile | undefined => {
  const file = contentPath(reviewPathFor(questionFile));
  return fs.existsSync(file) ? readYaml(file, reviewFileSchema) : undefined;
};
