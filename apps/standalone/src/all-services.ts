import { SERVICE_NAMES, type ServiceName } from '@abhyas/contracts';
import { creditsLedgerService } from '@abhyas/credits-ledger';
import { explanationsService } from '@abhyas/explanations';
import { identityService } from '@abhyas/identity';
import { learningAnalyticsService } from '@abhyas/learning-analytics';
import { paperGenerationService } from '@abhyas/paper-generation';
import { paymentsService } from '@abhyas/payments';
import type { ServiceDefinition } from '@abhyas/runtime';
import { testAttemptService } from '@abhyas/test-attempt';

/** Every service's definition by name: a name in SERVICE_NAMES without one does not compile. */
const DEFINITIONS: Record<ServiceName, ServiceDefinition> = {
  identity: identityService,
  'paper-generation': paperGenerationService,
  'test-attempt': testAttemptService,
  'credits-ledger': creditsLedgerService,
  explanations: explanationsService,
  payments: paymentsService,
  'learning-analytics': learningAnalyticsService,
};

/** In SERVICE_NAMES order: the order standalone boots them in. */
export const ALL_SERVICES: readonly ServiceDefinition[] = SERVICE_NAMES.map(
  (name) => DEFINITIONS[name],
);
