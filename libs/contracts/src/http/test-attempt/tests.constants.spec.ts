import {
  defaultTestDuration,
  namesTextOfQuestion,
  TEST_RULES,
  textOfQuestion,
} from './tests.constants';

describe('namesTextOfQuestion', () => {
  it('names the chapter of a school language paper’s questions, and of no other', () => {
    expect(namesTextOfQuestion({ subject: 'English', curriculum: 'CBSE' })).toBe(true);
    expect(namesTextOfQuestion({ subject: 'Hindi', curriculum: 'STATE-KA' })).toBe(true);
    // An Olympiad's chapters are skills (tenses, idioms): the name would give the answer away.
    expect(namesTextOfQuestion({ subject: 'English', curriculum: 'IEO' })).toBe(false);
    expect(namesTextOfQuestion({ subject: 'Mathematics', curriculum: 'CBSE' })).toBe(false);
  });

  it('gives the chapter of a question where its paper names it', () => {
    const english = { subject: 'English', curriculum: 'CBSE' };
    expect(textOfQuestion(english, { chapter: 'Fog' })).toBe('Fog');
    expect(textOfQuestion(english, { chapter: '' })).toBeUndefined();
    expect(
      textOfQuestion({ subject: 'Science', curriculum: 'CBSE' }, { chapter: 'Light' }),
    ).toBeUndefined();
  });
});

describe('defaultTestDuration', () => {
  it('gives language papers, Olympiads and the rest their own defaults', () => {
    expect(defaultTestDuration({ subject: 'English', curriculum: 'CBSE' })).toBe(
      TEST_RULES.defaultDuration.language,
    );
    expect(defaultTestDuration({ subject: 'English', curriculum: 'IEO' })).toBe(
      TEST_RULES.defaultDuration.olympiad,
    );
    expect(defaultTestDuration({ subject: 'Science' })).toBe(TEST_RULES.defaultDuration.other);
  });
});
