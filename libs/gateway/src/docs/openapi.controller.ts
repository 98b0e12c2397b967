import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '@abhyas/runtime';
import { OpenApiMerger } from './openapi-merger';

@ApiExcludeController()
@Public()
@Controller('api')
export class OpenApiController {
  constructor(private readonly merger: OpenApiMerger) {}

  @Get('openapi.json')
  document() {
    return this.merger.document();
  }
}
