import { Module, type DynamicModule } from '@nestjs/common';
import { CHILD_OWNERSHIP, type ChildOwnership } from '@abhyas/runtime';
import { ExplanationsHandler } from './application/explanations.handler';
import { ExplanationsController } from './http/explanations.controller';

export interface ExplanationsParts {
  explanations: ExplanationsHandler;
  children: ChildOwnership;
}

@Module({})
export class ExplanationsModule {
  static forParts(parts: ExplanationsParts): DynamicModule {
    return {
      module: ExplanationsModule,
      controllers: [ExplanationsController],
      providers: [
        { provide: ExplanationsHandler, useValue: parts.explanations },
        { provide: CHILD_OWNERSHIP, useValue: parts.children },
      ],
    };
  }
}
