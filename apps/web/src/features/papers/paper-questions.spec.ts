import { question } from '../../testing/paper-fixtures';
import {
  QUESTION_TYPE_ORDER,
  answerText,
  diagramSource,
  groupBySection,
  groupByType,
  groupForPaper,
  startsPassage,
  stripOptionPrefix,
} from './paper-questions';

describe('grouping questions', () => {
  it('groups by type in the spec order: MCQ, Fill in the blanks, True/False, Short, Long', () => {
    expect(QUESTION_TYPE_ORDER).toEqual([
      'MCQ',
      'Fill in the blanks',
      'True/False',
      'Short Answer',
      'Long Answer',
    ]);
    const questions = [
      question({ _id: 'l', questionType: 'Long Answer' }),
      question({ _id: 'm1', questionType: 'MCQ' }),
      question({ _id: 't', questionType: 'True/False' }),
      question({ _id: 'm2', questionType: 'MCQ' }),
      question({ _id: 'f', questionType: 'Fill in the blanks' }),
    ];
    expect(
      groupByType(questions).map((group) => [group.heading, group.questions.map((q) => q._id)]),
    ).toEqual([
      ['MCQ', ['m1', 'm2']],
      ['Fill in the blanks', ['f']],
      ['True/False', ['t']],
      ['Long Answer', ['l']],
    ]);
  });

  it("groups an Olympiad paper under its pattern's section headings, in the pattern's order", () => {
    const questions = [
      question({ _id: 'a', sectionName: 'Achievers Section' }),
      question({ _id: 'b', sectionName: 'Logical Reasoning' }),
      question({ _id: 'c' }),
    ];
    const sections = [{ name: 'Logical Reasoning' }, { name: 'Achievers Section' }];
    expect(groupBySection(questions, sections).map((g) => g.heading)).toEqual([
      'Logical Reasoning',
      'Achievers Section',
      'Questions',
    ]);
    expect(groupForPaper(questions, sections)).toEqual(groupBySection(questions, sections));
    expect(groupForPaper(questions, undefined)).toEqual(groupByType(questions));
  });
});

describe('options and answers', () => {
  it('strips a letter prefix the option text already has', () => {
    expect(stripOptionPrefix('A) 6')).toBe('6');
    expect(stripOptionPrefix('(b) seven')).toBe('seven');
    expect(stripOptionPrefix('C. 8')).toBe('8');
    expect(stripOptionPrefix('Delhi')).toBe('Delhi');
    expect(stripOptionPrefix('A triangle')).toBe('A triangle');
  });

  it('shows an MCQ answer as its letter and option, other answers as they are', () => {
    expect(answerText(question())).toBe('B) 7');
    expect(answerText({ correctAnswer: 'True' })).toBe('True');
    expect(answerText({ correctAnswer: '12', acceptedAnswers: ['12', 'twelve'] })).toBe(
      '12 / twelve',
    );
    expect(answerText({ modelAnswer: 'Because...' })).toBe('Because...');
    expect(answerText({})).toBeNull();
  });

  it('shows a reading passage once, above its first question', () => {
    const questions = [
      question({ passage: 'P1' }),
      question({ passage: 'P1' }),
      question({ passage: 'P2' }),
      question({}),
    ];
    expect(questions.map((_, index) => startsPassage(questions, index))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('turns an inline SVG into an image source, never markup', () => {
    const source = diagramSource('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(source).not.toContain('<');
  });
});
