import { Controller, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import { ValidBody, ValidParams, ValidQuery } from './controller-decorators';
import { validatedParts } from './validated-parts';

const body = z.object({ name: z.string() });
const query = z.object({ page: z.string().optional() });
const params = z.object({ id: z.string() });

@Controller('api/things')
class ThingRoutes {
  @Post(':id')
  save(
    @ValidParams(params) _id: unknown,
    @ValidQuery(query) _q: unknown,
    @ValidBody(body) _b: unknown,
  ) {
    return {};
  }

  @Post(':id/plain')
  plain(@Param('id') id: string) {
    return { id };
  }
}

describe('validatedParts', () => {
  it('names the schema that checks each validated part of a route', () => {
    expect(validatedParts(ThingRoutes, 'save')).toEqual({ body, query, params });
  });

  it('is empty for a route whose parameters no schema checks', () => {
    expect(validatedParts(ThingRoutes, 'plain')).toEqual({});
  });
});
