import {
  DEFAULT_EXAMINATION_PREFERENCES,
  type CurriculumSummary,
  type GeneratedPaper,
  type PaperListEntry,
  type PaperQuestion,
  type SavedPaper,
  type SyllabusView,
} from '@abhyas/contracts';

/** A slice of `GET /api/syllabus` as the server answers it. */
export const CURRICULA: CurriculumSummary[] = [
  {
    curriculum: 'CBSE',
    name: 'CBSE',
    kind: 'board',
    classes: [
      { class: 5, subjects: [{ subject: 'Mathematics' }, { subject: 'EVS' }] },
      {
        class: 6,
        subjects: [
          { subject: 'Mathematics' },
          { subject: 'Science', branch: 'Physics' },
          { subject: 'Science', branch: 'Biology' },
          { subject: 'Social Studies', branch: 'History' },
          { subject: 'English' },
          { subject: 'English' },
        ],
      },
    ],
  },
  {
    curriculum: 'STATE-KA',
    name: 'Karnataka State Board',
    kind: 'board',
    classes: [{ class: 6, subjects: [{ subject: 'Science', branch: 'Physics' }] }],
  },
  {
    curriculum: 'IMO',
    name: 'International Mathematics Olympiad',
    kind: 'olympiad',
    classes: [{ class: 6, subjects: [{ subject: 'Mathematics' }] }],
  },
  {
    curriculum: 'NSO',
    name: 'National Science Olympiad',
    kind: 'olympiad',
    classes: [{ class: 6, subjects: [{ subject: 'Science' }] }],
  },
];

export const PREFERENCES = DEFAULT_EXAMINATION_PREFERENCES;

const topic = (id: string, section: 'S1' | 'S2' | 'S3' | 'S4' = 'S2') => ({
  id,
  name: id.replace(/-/g, ' '),
  section,
  subTopics: [],
});

export const CBSE_6_SYLLABUS: SyllabusView = {
  curriculum: 'CBSE',
  class: 6,
  name: 'CBSE Class 6',
  subjects: [
    {
      subject: 'Mathematics',
      chapters: [
        {
          id: 'ch01-patterns',
          number: 1,
          name: 'Patterns in Mathematics',
          topics: [topic('number-sequences'), topic('visual-patterns'), topic('sums')],
        },
        {
          id: 'ch02-lines',
          number: 2,
          name: 'Lines and Angles',
          topics: [topic('angles'), topic('rays'), topic('types-of-angles'), topic('daily-life')],
        },
      ],
    },
    {
      subject: 'Science',
      branch: 'Physics',
      chapters: [{ id: 'ch-motion', name: 'Motion', topics: [topic('speed')] }],
    },
    {
      subject: 'Science',
      branch: 'Biology',
      chapters: [{ id: 'ch-cells', name: 'Cells', topics: [topic('cell-parts')] }],
    },
  ],
  topics: [],
  difficulty: ['easy', 'medium', 'hard', 'very_hard'],
  totalQuestions: 50,
  timeLimit: 180,
  gaps: [],
};

export const IMO_6_SYLLABUS: SyllabusView = {
  ...CBSE_6_SYLLABUS,
  curriculum: 'IMO',
  name: 'IMO Class 6',
  subjects: [
    {
      subject: 'Mathematics',
      chapters: [{ id: 's1-reasoning', name: 'Logical Reasoning', topics: [topic('series')] }],
    },
  ],
  totalQuestions: 50,
  timeLimit: 60,
};

export const question = (overrides: Partial<PaperQuestion> = {}): PaperQuestion => ({
  _id: 'q1',
  version: 'v1',
  source: 'bank',
  number: 1,
  questionNumber: 1,
  question: 'What comes next: 1, 3, 5, ...?',
  questionType: 'MCQ',
  options: ['A) 6', 'B) 7', 'C) 8', 'D) 9'],
  correctAnswer: 'B',
  marks: 1,
  difficulty: 'easy',
  section: 'S2',
  topic: 'Number sequences',
  topicId: 'number-sequences',
  subTopic: 'Odd numbers',
  chapter: 'Patterns in Mathematics',
  hasImage: false,
  ...overrides,
});

export const generatedPaper = (overrides: Partial<GeneratedPaper> = {}): GeneratedPaper => ({
  generationId: 'gen-1',
  curriculum: 'CBSE',
  class: 6,
  subject: 'Mathematics',
  chapter: 'Patterns in Mathematics',
  paperType: 'chapter-wise',
  totalMarks: 15,
  timeDuration: 45,
  difficultyDistribution: 'default',
  questions: [question()],
  paperContent: 'Q1. What comes next?',
  notes: [],
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

export const savedPaper = (overrides: Partial<SavedPaper> = {}): SavedPaper => ({
  _id: 'paper-1',
  title: 'Patterns practice',
  curriculum: 'CBSE',
  class: 6,
  subject: 'Mathematics',
  chapter: 'Patterns in Mathematics',
  paperType: 'chapter-wise',
  difficultyDistribution: 'default',
  timeDuration: 45,
  totalMarks: 15,
  questions: [question()],
  questionReferences: [{ questionId: 'q1', version: 'v1' }],
  paperContent: '',
  student: 'child-1',
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

export const listEntry = (paper: Partial<SavedPaper> = {}): PaperListEntry => ({
  paper: savedPaper(paper),
  attempted: false,
  marksObtained: null,
  numCorrect: null,
  numWrong: null,
  scheduledDate: null,
});
