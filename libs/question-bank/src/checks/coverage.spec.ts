import type { LoadedQuestion } from '../load/load-questions';
import type { ClassSyllabus } from '../schema/syllabus.schema';
import { coverage } from './coverage';

const chapter = (id: string) => ({ id, name: id, topics: [] });
const question = (chapterId: string, difficulty: 'easy' | 'hard') =>
  ({
    question: { difficulty, section: 'S2' },
    serves: [{ curriculum: 'CBSE', class: 9, subject: 'English', chapter: chapterId, topic: 't' }],
  }) as unknown as LoadedQuestion;

describe('coverage', () => {
  it('counts a subject taught from two books as one slice holding both books’ chapters', () => {
    const syllabus = {
      curriculum: 'CBSE',
      class: 9,
      subjects: [
        { subject: 'English', source: 'main-reader', chapters: [chapter('ch01'), chapter('ch02')] },
        { subject: 'English', source: 'supplementary', chapters: [chapter('ch03')] },
      ],
    } as unknown as ClassSyllabus;
    const [row] = coverage([syllabus], [question('ch01', 'easy'), question('ch03', 'hard')]);
    expect(row.chapters).toBe(3);
    expect(row.questions).toBe(2);
    // The main reader's empty chapter is still seen as thin, not lost with its book's entry.
    expect(row.thinChapters.sort()).toEqual(['ch01', 'ch02', 'ch03']);
  });
});
