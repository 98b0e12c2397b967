import { Module, type DynamicModule } from '@nestjs/common';
import { CHILD_OWNERSHIP, type ChildOwnership } from '@abhyas/runtime';
import { AttemptsHandler } from './application/attempts.handler';
import { ResultsHandler } from './application/results.handler';
import { SchedulingHandler } from './application/scheduling.handler';
import { ResultsController } from './http/results.controller';
import { TestAttemptsController } from './http/test-attempts.controller';
import { TestsController } from './http/tests.controller';

export interface TestAttemptParts {
  scheduling: SchedulingHandler;
  attempts: AttemptsHandler;
  results: ResultsHandler;
  children: ChildOwnership;
}

@Module({})
export class TestAttemptModule {
  static forParts(parts: TestAttemptParts): DynamicModule {
    return {
      module: TestAttemptModule,
      controllers: [TestsController, TestAttemptsController, ResultsController],
      providers: [
        { provide: SchedulingHandler, useValue: parts.scheduling },
        { provide: AttemptsHandler, useValue: parts.attempts },
        { provide: ResultsHandler, useValue: parts.results },
        { provide: CHILD_OWNERSHIP, useValue: parts.children },
      ],
    };
  }
}
