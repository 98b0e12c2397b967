import { Module, type DynamicModule } from '@nestjs/common';
import { OpenApiController } from './docs/openapi.controller';
import { OpenApiMerger } from './docs/openapi-merger';
import { HealthAggregator } from './health/health-aggregator';
import { HealthController } from './health/health.controller';

@Module({})
export class GatewayModule {
  static with(aggregator: HealthAggregator, merger: OpenApiMerger): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [HealthController, OpenApiController],
      providers: [
        { provide: HealthAggregator, useValue: aggregator },
        { provide: OpenApiMerger, useValue: merger },
      ],
    };
  }
}
