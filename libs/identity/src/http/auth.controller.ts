import { HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES as M,
  changePasswordRequestSchema,
  checkEmailRequestSchema,
  checkMobileRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  studentLoginRequestSchema,
  updateEmailRequestSchema,
  type RefreshResponse,
} from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  type Principal,
  RequireAccess,
  ServiceController,
  ValidBody,
} from '@abhyas/runtime';
import { AccountsHandler } from '../application/accounts.handler';
import { Sessions } from '../application/sessions';
import { StudentSignInHandler } from '../application/student-sign-in.handler';
import {
  clearRefreshCookie,
  clientAddress,
  refreshCookieOf,
  setRefreshCookie,
} from './request-context';

@ServiceController('api/auth', { docs: 'accounts' })
export class AuthController {
  constructor(
    private readonly accounts: AccountsHandler,
    private readonly students: StudentSignInHandler,
    private readonly sessions: Sessions,
  ) {}

  @RequireAccess(access.public())
  @Post('register')
  @HttpCode(201)
  async register(
    @ValidBody(registerRequestSchema) body: z.output<typeof registerRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { body: answer, session } = await this.accounts.register(body, clientAddress(request));
    setRefreshCookie(request, reply, session.refresh);
    return answer;
  }

  @RequireAccess(access.public())
  @Post('check-email')
  @HttpCode(200)
  checkEmail(
    @ValidBody(checkEmailRequestSchema) body: z.output<typeof checkEmailRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    return this.accounts.emailAvailability(body.email, clientAddress(request));
  }

  @RequireAccess(access.public())
  @Post('check-mobile')
  @HttpCode(200)
  checkMobile(
    @ValidBody(checkMobileRequestSchema) body: z.output<typeof checkMobileRequestSchema>,
    @Req() request: FastifyRequest,
  ) {
    return this.accounts.mobileAvailability(body.mobile, clientAddress(request));
  }

  @RequireAccess(access.public())
  @Post('login')
  @HttpCode(200)
  async login(
    @ValidBody(loginRequestSchema) body: z.output<typeof loginRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { body: answer, session } = await this.accounts.login(body, clientAddress(request));
    setRefreshCookie(request, reply, session.refresh);
    return answer;
  }

  @RequireAccess(access.public())
  @Post('student-login')
  @HttpCode(200)
  async studentLogin(
    @ValidBody(studentLoginRequestSchema) body: z.output<typeof studentLoginRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { body: answer, session } = await this.students.signIn(body, clientAddress(request));
    setRefreshCookie(request, reply, session.refresh);
    return answer;
  }

  /** Exchanges the refresh cookie for a new access token and a new cookie (rotation). */
  @RequireAccess(access.public())
  @Post('refresh')
  @HttpCode(200)
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RefreshResponse> {
    try {
      const renewed = await this.sessions.refresh(refreshCookieOf(request));
      setRefreshCookie(request, reply, renewed.refresh);
      return {
        success: true,
        token: renewed.token,
        user: await this.sessions.sessionUser(renewed.user, renewed.userId),
      };
    } catch (error) {
      clearRefreshCookie(request, reply);
      throw error;
    }
  }

  /** Public so a client with an expired access token can still end its refresh session. */
  @RequireAccess(access.public())
  @Post('logout')
  @HttpCode(200)
  async logout(
    @CurrentPrincipal() principal: Principal | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (principal && principal.role !== 'internal') {
      await this.sessions.revoke(principal.sid, 'logout');
    }
    await this.sessions.revokeByCookie(refreshCookieOf(request));
    clearRefreshCookie(request, reply);
    return { success: true, message: M.loggedOut };
  }

  @RequireAccess(access.signedIn('parent'))
  @Post('change-password')
  @HttpCode(200)
  changePassword(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(changePasswordRequestSchema) body: z.output<typeof changePasswordRequestSchema>,
  ) {
    return this.accounts.changePassword(principal, body);
  }

  @RequireAccess(access.signedIn('parent'))
  @Post('update-email')
  @HttpCode(200)
  updateEmail(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(updateEmailRequestSchema) body: z.output<typeof updateEmailRequestSchema>,
  ) {
    return this.accounts.updateEmail(principal, body);
  }
}
