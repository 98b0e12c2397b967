import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { access, RequireAccess } from '@abhyas/runtime';
import { OpenApiMerger } from './openapi-merger';

@ApiExcludeController()
@RequireAccess(access.public())
@Controller('api')
export class OpenApiController {
  constructor(private readonly merger: OpenApiMerger) {}

  @Get('openapi.json')
  document() {
    return this.merger.document();
  }
}
