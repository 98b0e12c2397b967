import { Get } from '@nestjs/common';
import type { z } from 'zod';
import { syllabusParamsSchema, type CurriculumSummary, type SyllabusView } from '@abhyas/contracts';
import { access, ServiceController, ValidParams } from '@abhyas/runtime';
import { paperGenerationErrors } from '../application/paper-generation.exception';
import { SyllabusCatalog } from '../application/syllabus-catalog';

/** The syllabus is reference data from the reviewed content files: anyone may read it. */
@ServiceController('api/syllabus', { docs: 'syllabus', access: access.public() })
export class SyllabusController {
  constructor(private readonly catalog: SyllabusCatalog) {}

  @Get()
  list(): { success: true; data: CurriculumSummary[] } {
    return { success: true, data: this.catalog.curricula() };
  }

  @Get(':curriculum/:class')
  forClass(@ValidParams(syllabusParamsSchema) params: z.output<typeof syllabusParamsSchema>): {
    success: true;
    syllabus: SyllabusView;
  } {
    const syllabus = this.catalog.syllabus(params.curriculum, params.class);
    if (!syllabus) {
      throw paperGenerationErrors.syllabusNotFound(params.curriculum, params.class);
    }
    return { success: true, syllabus };
  }
}
