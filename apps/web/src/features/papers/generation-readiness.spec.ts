import { PAPER_MESSAGES } from '@abhyas/contracts';
import { generationBlocker, READINESS_MESSAGES, requiredQuestions } from './generation-readiness';

const ready = {
  method: 'question_bank' as const,
  aiAvailable: true,
  signedIn: true,
  student: 'child-1',
  schoolClass: 6,
  subject: 'Mathematics',
  title: 'Fractions 1',
  credits: 50,
  availableQuestions: 100,
  requiredQuestions: 20,
};

describe('generationBlocker (spec §5)', () => {
  it('lets a complete bank request through', () => {
    expect(generationBlocker(ready)).toBeNull();
  });

  it('lets a complete AI request through, whatever the bank holds', () => {
    expect(generationBlocker({ ...ready, method: 'ai', availableQuestions: 0 })).toBeNull();
    expect(generationBlocker({ ...ready, method: 'ai', aiAvailable: undefined })).toBeNull();
  });

  it('says when the server has no AI provider configured', () => {
    expect(generationBlocker({ ...ready, method: 'ai', aiAvailable: false })).toBe(
      'AI paper generation is not configured on this server. Generate the paper from the question bank instead.',
    );
    expect(generationBlocker({ ...ready, aiAvailable: false })).toBeNull();
  });

  it('asks an AI paper for class, subject, title and 10 credits, naming what is missing', () => {
    const ai = { ...ready, method: 'ai' as const };
    expect(generationBlocker({ ...ai, schoolClass: null })).toBe(
      READINESS_MESSAGES.aiNeeds('a class'),
    );
    expect(generationBlocker({ ...ai, subject: '' })).toBe(
      READINESS_MESSAGES.aiNeeds('an examination and a subject'),
    );
    expect(generationBlocker({ ...ai, title: '  ' })).toBe(
      READINESS_MESSAGES.aiNeeds('a paper title'),
    );
    expect(generationBlocker({ ...ai, credits: 9 })).toBe(
      'An AI paper needs 10 credits; you have 9.',
    );
    expect(generationBlocker({ ...ai, credits: 10 })).toBeNull();
    expect(generationBlocker({ ...ai, signedIn: false })).toBe(PAPER_MESSAGES.authRequired);
  });

  it('asks an AI paper for a student last, since only a child can be given the paper', () => {
    expect(generationBlocker({ ...ready, method: 'ai', student: '' })).toBe(
      READINESS_MESSAGES.chooseStudentToSave,
    );
  });

  it('needs a signed-in parent and a student', () => {
    expect(generationBlocker({ ...ready, signedIn: false })).toBe(PAPER_MESSAGES.authRequired);
    expect(generationBlocker({ ...ready, student: '' })).toBe(READINESS_MESSAGES.chooseStudent);
  });

  it('needs at least 5 credits', () => {
    expect(generationBlocker({ ...ready, credits: 4 })).toBe(
      'A bank paper needs 5 credits; you have 4.',
    );
    expect(generationBlocker({ ...ready, credits: 5 })).toBeNull();
    expect(generationBlocker({ ...ready, credits: undefined })).toBeNull();
  });

  it('needs enough questions in the bank', () => {
    expect(generationBlocker({ ...ready, availableQuestions: 19 })).toBe(
      READINESS_MESSAGES.notEnoughQuestions(19, 20),
    );
    expect(generationBlocker({ ...ready, availableQuestions: 20 })).toBeNull();
    expect(generationBlocker({ ...ready, availableQuestions: undefined })).toBeNull();
  });
});

describe('requiredQuestions', () => {
  it('is 20 for boards and the syllabus size (or 20) for Olympiads', () => {
    expect(requiredQuestions({ examType: 'CBSE' }, { totalQuestions: 50 })).toBe(20);
    expect(requiredQuestions({ examType: 'Olympiad' }, { totalQuestions: 35 })).toBe(35);
    expect(requiredQuestions({ examType: 'Olympiad' }, undefined)).toBe(20);
  });
});
