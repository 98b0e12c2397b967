import { question, savedPaper } from '../../testing/paper-fixtures';
import { paperFileName } from '@abhyas/contracts';
import { paperAsText, paperDownloadText } from './paper-file';

describe('paperFileName', () => {
  it('names the download subject_chapter.txt, safe on every file system', () => {
    expect(paperFileName('Mathematics', 'Patterns in Mathematics', 'txt')).toBe(
      'Mathematics_Patterns_in_Mathematics.txt',
    );
    expect(paperFileName('Science', 'Light: Shadows/Reflections?', 'txt')).toBe(
      'Science_Light_Shadows_Reflections.txt',
    );
    expect(paperFileName('Hindi', 'वसंत', 'txt')).toBe('Hindi_वसंत.txt');
    expect(paperFileName('Hindi', 'वसंत', 'pdf')).toBe('Hindi_वसंत.pdf');
    expect(paperFileName('', '', 'txt')).toBe('paper.txt');
  });

  it('cuts a chapter list that spans the whole syllabus at a word', () => {
    const name = paperFileName(
      'Mathematics',
      'Verbal and Non-Verbal Reasoning, Patterns in Mathematics, Lines and Angles, Number Play',
      'txt',
    );
    expect(name).toBe('Mathematics_Verbal_and_Non_Verbal_Reasoning_Patterns_in_Mathematics.txt');
  });
});

describe('paper text', () => {
  const paper = savedPaper({
    questions: [
      question(),
      question({
        _id: 'q2',
        number: 2,
        questionType: 'Short Answer',
        question: 'Why is 7 odd?',
        options: undefined,
        correctAnswer: undefined,
        modelAnswer: 'It is not divisible by 2.',
        marks: 2,
      }),
    ],
  });

  it('lays out questions by type, then the answer key', () => {
    const text = paperAsText(paper);
    expect(text).toContain('Time: 45 minutes    Maximum marks: 15');
    expect(text.indexOf('MCQ')).toBeLessThan(text.indexOf('Short Answer'));
    expect(text).toContain('1. What comes next: 1, 3, 5, ...? (1 mark)\n   A) 6\n   B) 7');
    expect(text).toContain('Answer key\n\n1. B) 7\n2. It is not divisible by 2.');
  });

  it("downloads the paper's own content when it has some", () => {
    expect(paperDownloadText({ ...paper, paperContent: 'RAW' })).toBe('RAW');
    expect(paperDownloadText(paper)).toBe(paperAsText(paper));
  });
});
