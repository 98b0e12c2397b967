import type { GenerationPlan } from '@abhyas/contracts';
import { planPaper, type PaperForm, type PaperPlan } from '../domain/paper-plan';
import { toPaperException } from './paper-generation.exception';
import type { SyllabusCatalog } from './syllabus-catalog';

/**
 * An AI paper's plan: the same planning as a bank paper (marks, sections, branch rule, chapters
 * and topics), and the syllabus of the chosen chapters with every topic a question may take.
 * A form the syllabus cannot serve is a 400 here, before any credit is reserved.
 */
export const planAiPaper = (form: PaperForm, catalog: SyllabusCatalog): GenerationPlan => {
  const syllabus = catalog.classSyllabus(form.curriculum, form.class);
  let plan: PaperPlan;
  try {
    plan = planPaper(form, syllabus, catalog.patternBand(form.curriculum, form.class));
  } catch (error) {
    throw toPaperException.translate(error);
  }
  const chapters = syllabus!.subjects
    .filter((s) => s.subject === plan.subject && (!plan.branch || s.branch === plan.branch))
    .flatMap((s) => s.chapters)
    .filter((c) => plan.chapters.some((chosen) => chosen.id === c.id))
    .map((c) => ({
      id: c.id,
      name: c.name,
      topics: c.topics
        .filter((t) => plan.topicIds.length === 0 || plan.topicIds.includes(t.id))
        .map((t) => ({ id: t.id, name: t.name, section: t.section, subTopics: [...t.subTopics] })),
    }))
    .filter((c) => c.topics.length > 0);
  return {
    curriculum: plan.curriculum,
    class: plan.class,
    subject: plan.subject,
    ...(plan.branch ? { branch: plan.branch } : {}),
    paperType: plan.paperType,
    difficultyDistribution: plan.difficultyDistribution,
    totalMarks: plan.totalMarks,
    timeDuration: plan.timeDuration,
    ...(plan.marks ? { marks: plan.marks } : {}),
    ...(plan.sections ? { sections: plan.sections } : {}),
    chapters,
  };
};
