import { loadSyllabus } from '../load/load-syllabus';
import { generatorChapterProblems } from './generator-chapters';

const { classes } = loadSyllabus();
const cbse6 = classes.find((c) => c.curriculum === 'CBSE' && c.class === 6)!;
const maths = cbse6.subjects.find((s) => s.subject === 'Mathematics')!;
const [chapter] = maths.chapters;
const entry = {
  curriculum: 'CBSE' as const,
  class: 6,
  chapter: chapter.id,
  topic: chapter.topics[0].id,
  generators: ['four-operations'],
};

describe('generator chapters check', () => {
  it('accepts an entry naming a real chapter, topic and suitable generator', () => {
    expect(generatorChapterProblems([entry], classes)).toEqual([]);
  });

  it('names every wrong entry', () => {
    expect(
      generatorChapterProblems(
        [
          { ...entry, chapter: 'ch99-none' },
          { ...entry, topic: 'no-topic' },
          { ...entry, generators: ['no-such-generator'] },
          entry,
        ],
        classes,
      ),
    ).toEqual([
      `CBSE 6 ch99-none/${entry.topic}: no such maths chapter`,
      `CBSE 6 ${entry.chapter}/no-topic: no such topic in the chapter`,
      `CBSE 6 ${entry.chapter}/${entry.topic}: no generator no-such-generator`,
      `CBSE 6 ${entry.chapter}/${entry.topic}: listed twice`,
    ]);
  });
});
