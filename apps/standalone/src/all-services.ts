import { creditsLedgerService } from '@abhyas/credits-ledger';
import { explanationsService } from '@abhyas/explanations';
import { identityService } from '@abhyas/identity';
import { learningAnalyticsService } from '@abhyas/learning-analytics';
import { paperGenerationService } from '@abhyas/paper-generation';
import { paymentsService } from '@abhyas/payments';
import type { ServiceDefinition } from '@abhyas/runtime';
import { testAttemptService } from '@abhyas/test-attempt';

export const ALL_SERVICES: readonly ServiceDefinition[] = [
  identityService,
  paperGenerationService,
  testAttemptService,
  creditsLedgerService,
  explanationsService,
  paymentsService,
  learningAnalyticsService,
];
