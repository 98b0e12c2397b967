import * as rules from './tests.constants';

describe('namesTextOfQuestion', () => {
  it('names the chapter of a school language paper’s questions, and of no other', () => {
    expect(rules.namesTextOfQuestion({ subject: 'English', curriculum: 'CBSE' })).toBe(true);
    expect(rules.namesTextOfQuestion({ subject: 'Hindi', curriculum: 'STATE-KA' })).toBe(true);
    // An Olympiad's chapters are skills (tenses, idioms): the name would give the answer away.
    expect(rules.namesTextOfQuestion({ subject: 'English', curriculum: 'IEO' })).toBe(false);
    expect(rules.namesTextOfQuestion({ subject: 'Mathematics', curriculum: 'CBSE' })).toBe(false);
  });

  it('gives the chapter of a question where its paper names it', () => {
    const english = { subject: 'English', curriculum: 'CBSE' };
    expect(rules.textOfQuestion(english, { chapter: 'Fog' })).toBe('Fog');
    expect(rules.textOfQuestion(english, { chapter: '' })).toBeUndefined();
    expect(
      rules.textOfQuestion({ subject: 'Science', curriculum: 'CBSE' }, { chapter: 'Light' }),
    ).toBeUndefined();
    expect(rules.textLabel('Fog')).toBe("From 'Fog'");
  });
});

describe('defaultTestDuration', () => {
  it('gives language papers, Olympiads and the rest their own defaults', () => {
    expect(rules.defaultTestDuration({ subject: 'English', curriculum: 'CBSE' })).toBe(
      rules.TEST_RULES.defaultDuration.language,
    );
    expect(rules.defaultTestDuration({ subject: 'English', curriculum: 'IEO' })).toBe(
      rules.TEST_RULES.defaultDuration.olympiad,
    );
    expect(rules.defaultTestDuration({ subject: 'Science' })).toBe(
      rules.TEST_RULES.defaultDuration.other,
    );
  });
});
