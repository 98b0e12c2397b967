import { PAPER_MESSAGES } from '@abhyas/contracts';
import { generationBlocker, READINESS_MESSAGES, requiredQuestions } from './generation-readiness';

const ready = {
  method: 'question_bank' as const,
  signedIn: true,
  student: 'child-1',
  credits: 50,
  availableQuestions: 100,
  requiredQuestions: 20,
};

describe('generationBlocker (spec §5)', () => {
  it('lets a complete bank request through', () => {
    expect(generationBlocker(ready)).toBeNull();
  });

  it('says plainly that AI generation is not available yet', () => {
    expect(generationBlocker({ ...ready, method: 'ai' })).toBe(READINESS_MESSAGES.aiNotAvailable);
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
