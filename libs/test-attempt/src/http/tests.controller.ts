import { Get, HttpCode, Post, Put } from '@nestjs/common';
import type { z } from 'zod';
import {
  assignmentsParamsSchema,
  extraTimeRequestSchema,
  familyNameParamsSchema,
  scheduleTestRequestSchema,
} from '@abhyas/contracts';
import { access, RequireAccess, ServiceController, ValidBody, ValidParams } from '@abhyas/runtime';
import { SchedulingHandler } from '../application/scheduling.handler';

/** Scheduling under `/api/tests` and the parent's list under `/api/assignments`. */
@ServiceController('api', { docs: 'tests' })
export class TestsController {
  constructor(private readonly scheduling: SchedulingHandler) {}

  @Post('tests/schedule')
  @HttpCode(200)
  @RequireAccess(access.accountHolder({ body: 'user' }))
  schedule(@ValidBody(scheduleTestRequestSchema) body: z.output<typeof scheduleTestRequestSchema>) {
    return this.scheduling.schedule(body);
  }

  @Get('tests/scheduled/:parentId/:studentName')
  @RequireAccess(
    access.familyByName(
      { parent: { param: 'parentId' }, name: { param: 'studentName' } },
      { orParent: true },
    ),
  )
  scheduled(@ValidParams(familyNameParamsSchema) params: z.output<typeof familyNameParamsSchema>) {
    return this.scheduling.scheduledFor(params.parentId, params.studentName);
  }

  @Get('tests/accommodations/:parentId/child/:childId')
  @RequireAccess(
    access.parentOfChild({ parent: { param: 'parentId' }, child: { param: 'childId' } }),
  )
  extraTime(
    @ValidParams(assignmentsParamsSchema) params: z.output<typeof assignmentsParamsSchema>,
  ) {
    return this.scheduling.extraTime(params.childId);
  }

  @Put('tests/accommodations/:parentId/child/:childId')
  @RequireAccess(
    access.parentOfChild({ parent: { param: 'parentId' }, child: { param: 'childId' } }),
  )
  setExtraTime(
    @ValidParams(assignmentsParamsSchema) params: z.output<typeof assignmentsParamsSchema>,
    @ValidBody(extraTimeRequestSchema) body: z.output<typeof extraTimeRequestSchema>,
  ) {
    return this.scheduling.setExtraTime(params.parentId, params.childId, body.extraTimePercent);
  }

  @Get('assignments/:parentId/child/:childId')
  @RequireAccess(
    access.parentOfChild({ parent: { param: 'parentId' }, child: { param: 'childId' } }),
  )
  assignments(
    @ValidParams(assignmentsParamsSchema) params: z.output<typeof assignmentsParamsSchema>,
  ) {
    return this.scheduling.assignmentsOf(params.childId);
  }
}
