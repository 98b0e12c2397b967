import { HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import { bankBoardParamsSchema, bankGenerationRequestSchema } from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  type Principal,
  ServiceController,
  ValidBody,
  ValidParams,
} from '@abhyas/runtime';
import { BankGenerationHandler } from '../application/bank-generation.handler';

/** Bank generation for a parent's own child; the handler checks the child is theirs (404). */
@ServiceController('api/question-bank', {
  docs: 'question-bank',
  access: access.signedIn('parent'),
})
export class BankGenerationController {
  constructor(private readonly generation: BankGenerationHandler) {}

  @Post(':board/generate-paper')
  @HttpCode(200)
  generate(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(bankBoardParamsSchema) params: z.output<typeof bankBoardParamsSchema>,
    @ValidBody(bankGenerationRequestSchema) form: z.output<typeof bankGenerationRequestSchema>,
  ) {
    return this.generation.generate(principal, params.board, form);
  }
}
