import { randomUUID } from 'node:crypto';
import { Module, type DynamicModule } from '@nestjs/common';
import type { EventStore } from '@abhyas/event-store';
import type { ServiceContext } from '@abhyas/runtime';
import { PublicFormsHandler } from './application/public-forms.handler';
import { PublicFormsController } from './http/public-forms.controller';

@Module({})
export class IdentityModule {
  static forContext(context: ServiceContext, events: EventStore): DynamicModule {
    return {
      module: IdentityModule,
      controllers: [PublicFormsController],
      providers: [
        {
          provide: PublicFormsHandler,
          useValue: new PublicFormsHandler(events, context.clock, randomUUID),
        },
      ],
    };
  }
}
