import { HttpCode, Post } from '@nestjs/common';
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
import { access, ServiceController, ValidBody } from '@abhyas/runtime';
import { PublicFormsHandler } from '../application/public-forms.handler';

@ServiceController('api', { docs: 'public site', access: access.public() })
export class PublicFormsController {
  constructor(private readonly handler: PublicFormsHandler) {}

  @Post('contact')
  @HttpCode(201)
  async contact(@ValidBody(contactRequestSchema) body: ContactRequest) {
    const { id } = await this.handler.submitContactMessage(body);
    return { success: true, id, message: CONTACT_MESSAGES.success };
  }

  @Post('leads')
  @HttpCode(201)
  async lead(@ValidBody(leadRequestSchema) body: LeadRequest) {
    const { id } = await this.handler.captureLead(body);
    return { success: true, id, message: LEAD_MESSAGES.success };
  }

  @Post('newsletter/subscribe')
  @HttpCode(200)
  async subscribe(@ValidBody(newsletterRequestSchema) body: NewsletterRequest) {
    await this.handler.subscribeToNewsletter(body);
    return { success: true, message: NEWSLETTER_MESSAGES.success };
  }
}
