import { GENERATORS } from '../generators';
import type { ClassSyllabus, GeneratorChapter } from '../schema/syllabus.schema';

/**
 * Every entry of `generator-chapters.yaml` names a maths chapter and topic of its class file
 * and generators that exist and suit that class; no chapter and topic is listed twice.
 */
export const generatorChapterProblems = (
  entries: readonly GeneratorChapter[],
  classes: readonly ClassSyllabus[],
): string[] => {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const where = `${entry.curriculum} ${entry.class} ${entry.chapter}/${entry.topic}`;
    const key = `${entry.curriculum}|${entry.class}|${entry.chapter}|${entry.topic}`;
    if (seen.has(key)) {
      problems.push(`${where}: listed twice`);
    }
    seen.add(key);
    const maths = classes
      .filter((c) => c.curriculum === entry.curriculum && c.class === entry.class)
      .flatMap((c) => c.subjects.filter((s) => s.subject === 'Mathematics'));
    const chapter = maths.flatMap((s) => s.chapters).find((c) => c.id === entry.chapter);
    if (!chapter) {
      problems.push(`${where}: no such maths chapter`);
    } else if (!chapter.topics.some((t) => t.id === entry.topic)) {
      problems.push(`${where}: no such topic in the chapter`);
    }
    for (const id of entry.generators) {
      const generator = GENERATORS[id];
      if (!generator) {
        problems.push(`${where}: no generator ${id}`);
      } else if (!generator.classes.includes(entry.class)) {
        problems.push(`${where}: generator ${id} does not suit class ${entry.class}`);
      }
    }
  }
  return problems;
};
