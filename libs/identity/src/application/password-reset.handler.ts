import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES as M,
  PASSWORD_RESET_MINUTES,
  type ForgotPasswordResponse,
  type ResetPasswordResponse,
  type resetPasswordRequestSchema,
} from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import { accountStream } from '../domain/identity.streams';
import type { IdentityRepository } from '../infrastructure/identity.repository';
import type { AddressLimits } from './address-limits';
import type { BackgroundMail } from './background-mail';
import { identityErrors, withIdentityErrors } from './identity.exception';
import type { IdentityRandom, PasswordHasher } from './identity.ports';
import { passwordResetMail } from './password-reset-mail';
import type { Sessions } from './sessions';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Forgot password: a single-use link by mail, then a new password. The link's token is
 * `<accountId>.<secret>`; the account stream keeps only the secret's SHA-256 and its expiry.
 */
export class PasswordResetHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: IdentityRepository,
    private readonly clock: Clock,
    private readonly random: IdentityRandom,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    private readonly limits: AddressLimits,
    private readonly mail: BackgroundMail,
    private readonly publicBaseUrl: string,
  ) {}

  /** Answers alike whether or not an account has the email, so nobody learns which do. */
  async requestLink(email: string, address: string): Promise<ForgotPasswordResponse> {
    await this.limits.passwordResetRequest(address, email);
    const account = await this.repository.accountForSignIn(email);
    if (account) {
      const secret = this.random.token();
      const now = this.clock.now();
      await this.store.handle(accountStream, account.accountId, {
        type: 'RequestPasswordReset',
        data: {
          tokenHash: sha256(secret),
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000).toISOString(),
        },
        metadata: { now },
      });
      const token = `${account.accountId}.${secret}`;
      this.mail.send(
        passwordResetMail({ email, name: account.name }, token, this.publicBaseUrl),
        'password-reset',
      );
    }
    return { success: true, message: M.forgotPasswordSent };
  }

  /** Sets the new password, uses up the link (and every other open one), ends every session. */
  async reset(
    request: z.output<typeof resetPasswordRequestSchema>,
    address: string,
  ): Promise<ResetPasswordResponse> {
    await this.limits.passwordReset(address);
    const [accountId, secret] = request.token.split('.');
    if (!accountId || !secret) {
      throw identityErrors.resetLinkInvalid();
    }
    const passwordHash = await this.hasher.hash(request.newPassword);
    const result = await withIdentityErrors(() =>
      this.store.handle(accountStream, accountId, {
        type: 'ResetPassword',
        data: { tokenHash: sha256(secret), passwordHash },
        metadata: { now: this.clock.now() },
      }),
    );
    // Whoever signed in with the old password (the reason to reset, often) is signed out.
    await this.sessions.revokeAllOf(accountId, 'password-reset');
    if (result.state.status === 'Registered') {
      // Failed sign-ins with the forgotten password no longer hold the new one back.
      await this.limits.parentSignedIn(result.state.email);
    }
    return { success: true, message: M.passwordReset };
  }
}
