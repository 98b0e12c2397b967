import { EventStore } from '@abhyas/event-store';
import type { ServiceDefinition } from '@abhyas/runtime';
import { publicFormsProjection } from './application/public-forms.projection';
import { IdentityModule } from './identity.module';
import { identityMigrations } from './infrastructure/identity.migrations';

/** Identity: accounts and families (issue 3), and the public site's contact, lead and newsletter forms. */
export const identityService: ServiceDefinition = {
  name: 'identity',
  migrations: identityMigrations,
  create: (context) => {
    const events = new EventStore(context.db, context.schema, {
      projections: [publicFormsProjection(context.schema)],
    });
    return { module: IdentityModule.forContext(context, events) };
  },
};
