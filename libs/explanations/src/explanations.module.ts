import { Module, type DynamicModule } from '@nestjs/common';
import { CHILD_OWNERSHIP, type ChildOwnership } from '@abhyas/runtime';
import { ExplanationProductionHandler } from './application/explanation-production.handler';
import { ExplanationsHandler } from './application/explanations.handler';
import { ExplanationsController } from './http/explanations.controller';
import { InternalExplanationsController } from './http/internal-explanations.controller';

export interface ExplanationsParts {
  explanations: ExplanationsHandler;
  production: ExplanationProductionHandler;
  children: ChildOwnership;
}

@Module({})
export class ExplanationsModule {
  static forParts(parts: ExplanationsParts): DynamicModule {
    return {
      module: ExplanationsModule,
      controllers: [ExplanationsController, InternalExplanationsController],
      providers: [
        { provide: ExplanationsHandler, useValue: parts.explanations },
        { provide: ExplanationProductionHandler, useValue: parts.production },
        { provide: CHILD_OWNERSHIP, useValue: parts.children },
      ],
    };
  }
}
