import {
  type AssignmentPaperView,
  type PaperSnapshot,
  studentQuestion,
  type StudentTestPaper,
} from '@abhyas/contracts';

/** The paper a student takes, without keys (stored beside the keyed copy when it is scheduled). */
export const studentPaper = (paper: PaperSnapshot): StudentTestPaper => ({
  _id: paper.paperId,
  title: paper.title,
  subject: paper.subject,
  chapter: paper.chapter,
  curriculum: paper.curriculum,
  class: paper.class,
  totalMarks: paper.totalMarks,
  timeDuration: paper.timeDuration,
  ...(paper.sections ? { sections: paper.sections.map((section) => ({ ...section })) } : {}),
  questions: paper.questions.map(studentQuestion),
});

/** The paper as a card or a schedule list shows it. */
export const paperView = (paper: PaperSnapshot): AssignmentPaperView => ({
  _id: paper.paperId,
  title: paper.title,
  subject: paper.subject,
  chapter: paper.chapter,
  curriculum: paper.curriculum,
  class: paper.class,
  totalMarks: paper.totalMarks,
  questionCount: paper.questions.length,
  timeDuration: paper.timeDuration,
});
