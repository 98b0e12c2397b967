import { randomUUID } from 'node:crypto';
import { Module, type DynamicModule } from '@nestjs/common';
import type { ServiceStore } from '@abhyas/event-store';
import { CHILD_OWNERSHIP, type ServiceContext } from '@abhyas/runtime';
import { AccountsHandler } from './application/accounts.handler';
import { DevOutbox } from './application/dev-outbox';
import { FamilyHandler } from './application/family.handler';
import { PasswordResetHandler } from './application/password-reset.handler';
import { PublicFormsHandler } from './application/public-forms.handler';
import { Sessions } from './application/sessions';
import { StudentSignInHandler } from './application/student-sign-in.handler';
import { AuthController } from './http/auth.controller';
import { FamilyController } from './http/family.controller';
import { InternalSessionsController } from './http/internal-sessions.controller';
import { PasswordResetController } from './http/password-reset.controller';
import { PublicFormsController } from './http/public-forms.controller';

export interface IdentityParts {
  accounts: AccountsHandler;
  students: StudentSignInHandler;
  family: FamilyHandler;
  sessions: Sessions;
  resets: PasswordResetHandler;
  outbox: DevOutbox;
}

@Module({})
export class IdentityModule {
  static forContext(
    context: ServiceContext,
    store: ServiceStore,
    parts: IdentityParts,
  ): DynamicModule {
    return {
      module: IdentityModule,
      controllers: [
        PublicFormsController,
        AuthController,
        PasswordResetController,
        FamilyController,
        InternalSessionsController,
      ],
      providers: [
        {
          provide: PublicFormsHandler,
          useValue: new PublicFormsHandler(store, context.clock, randomUUID),
        },
        { provide: AccountsHandler, useValue: parts.accounts },
        { provide: StudentSignInHandler, useValue: parts.students },
        { provide: FamilyHandler, useValue: parts.family },
        { provide: CHILD_OWNERSHIP, useValue: parts.family },
        { provide: Sessions, useValue: parts.sessions },
        { provide: PasswordResetHandler, useValue: parts.resets },
        { provide: DevOutbox, useValue: parts.outbox },
      ],
    };
  }
}
