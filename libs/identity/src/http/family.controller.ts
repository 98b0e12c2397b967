import { Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES as M,
  addChildRequestSchema,
  examinationPreferencesRequestSchema,
  notificationPreferencesSchema,
  type ExaminationPreferencesResponse,
  type NotificationPreferences,
} from '@abhyas/contracts';
import { access, RequireAccess, ServiceController, ValidBody } from '@abhyas/runtime';
import { FamilyHandler } from '../application/family.handler';

/** A child the route names, of the parent it names (confirmed by `FamilyHandler.isChildOf`). */
const THEIR_CHILD = access.parentOfChild({
  parent: { param: 'parentId' },
  child: { param: 'childId' },
});

/** Everything here is the signed-in parent's own family: the parent the route names. */
@ServiceController('api', {
  docs: 'family',
  access: access.accountHolder({ param: 'parentId' }),
})
export class FamilyController {
  constructor(private readonly family: FamilyHandler) {}

  @Post('add-child')
  @RequireAccess(access.accountHolder({ body: 'parentId' }))
  @HttpCode(201)
  addChild(@ValidBody(addChildRequestSchema) body: z.output<typeof addChildRequestSchema>) {
    return this.family.addChild(body.parentId, body.child);
  }

  @Get('parent/:parentId/children')
  children(@Param('parentId') parentId: string) {
    return this.family.children(parentId);
  }

  @Post('parent/:parentId/child/:childId/reset-credentials')
  @RequireAccess(THEIR_CHILD)
  @HttpCode(200)
  resetCredentials(@Param('parentId') parentId: string, @Param('childId') childId: string) {
    return this.family.resetCredentials(parentId, childId);
  }

  @Post('parent/:parentId/child/:childId/unlock')
  @RequireAccess(THEIR_CHILD)
  @HttpCode(200)
  unlock(@Param('parentId') parentId: string, @Param('childId') childId: string) {
    return this.family.unlockChild(parentId, childId);
  }

  @Delete('parent/:parentId/child/:childId')
  @RequireAccess(THEIR_CHILD)
  deleteChild(@Param('parentId') parentId: string, @Param('childId') childId: string) {
    return this.family.deleteChild(parentId, childId);
  }

  @Get('parent/:parentId/examination-preferences')
  async examinationPreferences(
    @Param('parentId') parentId: string,
  ): Promise<ExaminationPreferencesResponse> {
    return {
      success: true,
      preferences: await this.family.examinationPreferences(parentId),
    };
  }

  @Post('parent/:parentId/examination-preferences')
  @HttpCode(200)
  async setExaminationPreferences(
    @Param('parentId') parentId: string,
    @ValidBody(examinationPreferencesRequestSchema)
    body: z.output<typeof examinationPreferencesRequestSchema>,
  ) {
    await this.family.setExaminationPreferences(parentId, body.preferences);
    return { success: true, preferences: body.preferences, message: M.preferencesSaved };
  }

  @Get('parent/:parentId/notification-preferences')
  async notificationPreferences(
    @Param('parentId') parentId: string,
  ): Promise<{ success: true; preferences: NotificationPreferences }> {
    return {
      success: true,
      preferences: await this.family.notificationPreferences(parentId),
    };
  }

  @Post('parent/:parentId/notification-preferences')
  @HttpCode(200)
  async setNotificationPreferences(
    @Param('parentId') parentId: string,
    @ValidBody(notificationPreferencesSchema) body: NotificationPreferences,
  ) {
    await this.family.setNotificationPreferences(parentId, body);
    return { success: true, preferences: body, message: M.notificationsSaved };
  }
}
