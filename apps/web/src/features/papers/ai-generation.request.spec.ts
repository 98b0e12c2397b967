import {
  aiGenerationRequestSchema,
  aiOlympiadGenerationRequestSchema,
  savePaperRequestSchema,
} from '@abhyas/contracts';
import { generatedPaper } from '../../testing/paper-fixtures';
import { aiGenerationPath, aiGenerationRequest } from './ai-generation.request';
import { initialPaperForm, type PaperForm } from './paper-form';
import { savePaperRequest } from './save-paper.request';

const comprehensive: PaperForm = {
  ...initialPaperForm('CBSE'),
  method: 'ai',
  curriculum: 'CBSE',
  class: 6,
  student: 'child-1',
  title: '  Fractions 1 ',
};

describe('aiGenerationRequest', () => {
  it('sends the shared form fields, the trimmed title and the child, as the contract reads them', () => {
    const request = aiGenerationRequest(comprehensive, 'abc123def456');
    expect(request).toEqual({
      curriculum: 'CBSE',
      class: 6,
      subject: 'Mathematics',
      difficultyDistribution: 'default',
      topics: [],
      paperType: 'comprehensive',
      totalMarks: 50,
      mcqMarks: 20,
      shortMarks: 15,
      longMarks: 15,
      title: 'Fractions 1',
      requestId: 'abc123def456',
      studentId: 'child-1',
    });
    expect(aiGenerationRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves the child out when none is chosen', () => {
    const request = aiGenerationRequest({ ...comprehensive, student: '' }, 'abc123def456');
    expect(request).not.toHaveProperty('studentId');
  });

  it("posts an Olympiad paper to the Olympiad's own route, boards to the shared one", () => {
    expect(aiGenerationPath(comprehensive)).toBe('/api/generate/generate-paper');
    const imo: PaperForm = {
      ...initialPaperForm('Olympiad'),
      method: 'ai',
      curriculum: 'IMO',
      class: 6,
      title: 'IMO mock',
      paperType: 'mock',
    };
    expect(aiGenerationPath(imo)).toBe('/api/generate/olympiad/imo');
    const parsed = aiOlympiadGenerationRequestSchema.safeParse(
      aiGenerationRequest(imo, 'r-12345678'),
    );
    expect(parsed.success).toBe(true);
  });

  it("saves a completed job's paper under its job id", () => {
    const paper = generatedPaper({ generationId: 'ai-0123456789abcdef' });
    const request = savePaperRequest(comprehensive, paper, 'parent-1');
    expect(request.generationId).toBe('ai-0123456789abcdef');
    expect(savePaperRequestSchema.safeParse(request).success).toBe(true);
  });
});
