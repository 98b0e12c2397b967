import type { GeneratedPaper } from '@abhyas/contracts';
import { renderPaperContent } from './paper-content';
import type { GenerationData } from './papers.repository';

/** A generation (bank or AI) as its preview answers it: no owner, reservation or model. */
export const toGeneratedPaper = (data: GenerationData): GeneratedPaper => {
  const { parentId: _p, childId: _c, reservationId: _r, generatedAt, ...paper } = data;
  const { model: _m, ...shape } = paper as typeof paper & { model?: string };
  return {
    ...shape,
    curriculum: shape.curriculum as GeneratedPaper['curriculum'],
    paperType: shape.paperType as GeneratedPaper['paperType'],
    paperContent: renderPaperContent(
      { ...shape, title: `${shape.subject}: ${shape.chapter}` },
      shape.questions,
      true,
    ),
    createdAt: generatedAt,
  };
};
