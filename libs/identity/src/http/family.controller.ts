import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES as M,
  addChildRequestSchema,
  examinationPreferencesRequestSchema,
  notificationPreferencesSchema,
  type ExaminationPreferencesResponse,
  type NotificationPreferences,
} from '@abhyas/contracts';
import {
  CurrentPrincipal,
  jsonSchemaOf,
  Roles,
  ZodValidationPipe,
  type Principal,
} from '@abhyas/runtime';
import { FamilyHandler } from '../application/family.handler';

/** Everything here is the signed-in parent's own family; the handler checks the parentId. */
@ApiTags('family')
@Roles('parent')
@Controller('api')
export class FamilyController {
  constructor(private readonly family: FamilyHandler) {}

  @Post('add-child')
  @HttpCode(201)
  @ApiBody({ schema: jsonSchemaOf(addChildRequestSchema) })
  addChild(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(addChildRequestSchema))
    body: z.output<typeof addChildRequestSchema>,
  ) {
    return this.family.addChild(principal, body.parentId, body.child);
  }

  @Get('parent/:parentId/children')
  children(@CurrentPrincipal() principal: Principal, @Param('parentId') parentId: string) {
    return this.family.children(principal, parentId);
  }

  @Post('parent/:parentId/child/:childId/reset-credentials')
  @HttpCode(200)
  resetCredentials(
    @CurrentPrincipal() principal: Principal,
    @Param('parentId') parentId: string,
    @Param('childId') childId: string,
  ) {
    return this.family.resetCredentials(principal, parentId, childId);
  }

  @Delete('parent/:parentId/child/:childId')
  deleteChild(
    @CurrentPrincipal() principal: Principal,
    @Param('parentId') parentId: string,
    @Param('childId') childId: string,
  ) {
    return this.family.deleteChild(principal, parentId, childId);
  }

  @Get('parent/:parentId/examination-preferences')
  async examinationPreferences(
    @CurrentPrincipal() principal: Principal,
    @Param('parentId') parentId: string,
  ): Promise<ExaminationPreferencesResponse> {
    return {
      success: true,
      preferences: await this.family.examinationPreferences(principal, parentId),
    };
  }

  @Post('parent/:parentId/examination-preferences')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchemaOf(examinationPreferencesRequestSchema) })
  async setExaminationPreferences(
    @CurrentPrincipal() principal: Principal,
    @Param('parentId') parentId: string,
    @Body(new ZodValidationPipe(examinationPreferencesRequestSchema))
    body: z.output<typeof examinationPreferencesRequestSchema>,
  ) {
    await this.family.setExaminationPreferences(principal, parentId, body.preferences);
    return { success: true, preferences: body.preferences, message: M.preferencesSaved };
  }

  @Get('parent/:parentId/notification-preferences')
  async notificationPreferences(
    @CurrentPrincipal() principal: Principal,
    @Param('parentId') parentId: string,
  ): Promise<{ success: true; preferences: NotificationPreferences }> {
    return {
      success: true,
      preferences: await this.family.notificationPreferences(principal, parentId),
    };
  }

  @Post('parent/:parentId/notification-preferences')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchemaOf(notificationPreferencesSchema) })
  async setNotificationPreferences(
    @CurrentPrincipal() principal: Principal,
    @Param('parentId') parentId: string,
    @Body(new ZodValidationPipe(notificationPreferencesSchema)) body: NotificationPreferences,
  ) {
    await this.family.setNotificationPreferences(principal, parentId, body);
    return { success: true, preferences: body, message: M.notificationsSaved };
  }
}
