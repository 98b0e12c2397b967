import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  CONTACT_MESSAGES,
  contactRequestSchema,
  LEAD_MESSAGES,
  leadRequestSchema,
  NEWSLETTER_MESSAGES,
  newsletterRequestSchema,
  type ContactRequest,
  type LeadRequest,
  type NewsletterRequest,
} from '@abhyas/contracts';
import { access, jsonSchemaOf, RequireAccess, ZodValidationPipe } from '@abhyas/runtime';
import { PublicFormsHandler } from '../application/public-forms.handler';

@ApiTags('public site')
@RequireAccess(access.public())
@Controller('api')
export class PublicFormsController {
  constructor(private readonly handler: PublicFormsHandler) {}

  @Post('contact')
  @HttpCode(201)
  @ApiBody({ schema: jsonSchemaOf(contactRequestSchema) })
  async contact(@Body(new ZodValidationPipe(contactRequestSchema)) body: ContactRequest) {
    const { id } = await this.handler.submitContactMessage(body);
    return { success: true, id, message: CONTACT_MESSAGES.success };
  }

  @Post('leads')
  @HttpCode(201)
  @ApiBody({ schema: jsonSchemaOf(leadRequestSchema) })
  async lead(@Body(new ZodValidationPipe(leadRequestSchema)) body: LeadRequest) {
    const { id } = await this.handler.captureLead(body);
    return { success: true, id, message: LEAD_MESSAGES.success };
  }

  @Post('newsletter/subscribe')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchemaOf(newsletterRequestSchema) })
  async subscribe(@Body(new ZodValidationPipe(newsletterRequestSchema)) body: NewsletterRequest) {
    await this.handler.subscribeToNewsletter(body);
    return { success: true, message: NEWSLETTER_MESSAGES.success };
  }
}
