import { Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@abhyas/contracts';
import { access, RequireAccess, ServiceController, ValidBody } from '@abhyas/runtime';
import { DevOutbox } from '../application/dev-outbox';
import { PasswordResetHandler } from '../application/password-reset.handler';
import { clientAddress } from './request-context';

@ServiceController('api/auth', { docs: 'accounts' })
export class PasswordResetController {
  constructor(
    private readonly resets: PasswordResetHandler,
    private readonly outbox: DevOutbox,
  ) {}

  /** 202 whether or not an account has the email: the mail, if any, leaves after the answer. */
  @RequireAccess(access.public())
  @Post('forgot-password')
  @HttpCode(202)
  forgotPassword(
    @ValidBody(forgotPasswordRequestSchema) body: z.output<typeof forgotPasswordRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    return this.resets.requestLink(body.email, clientAddress(request));
  }

  @RequireAccess(access.public())
  @Post('reset-password')
  @HttpCode(200)
  resetPassword(
    @ValidBody(resetPasswordRequestSchema) body: z.output<typeof resetPasswordRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    return this.resets.reset(body, clientAddress(request));
  }

  /** Public, because it exists only where nothing is real: no SMTP and not production. */
  @RequireAccess(access.public())
  @Get('dev-outbox')
  devOutbox() {
    return this.outbox.mails();
  }
}
