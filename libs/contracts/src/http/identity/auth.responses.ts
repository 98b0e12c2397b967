/** The signed-in user as the web app stores it (spec: User (session)). */
export interface SessionUser {
  id: string;
  name: string;
  role: 'parent' | 'student';
  /** Parents only. */
  email?: string;
  /** Students only: the account holder whose child this is. */
  parentId?: string;
  /** Students only. */
  username?: string;
}

/**
 * Every sign-in answers with a short-lived access token (`token`, a bearer JWT). The session is
 * kept by a rotating refresh token in an httpOnly cookie (`abhyas_refresh`, path /api/auth), which
 * `POST /api/auth/refresh` exchanges for a new access token and a new refresh cookie.
 */
export interface RegisterResponse {
  success: true;
  user: SessionUser;
  token: string;
  /** Student registrations: the learner profile's username and PIN, shown once. */
  credentials?: { username: string; pin: string };
}

export interface LoginResponse {
  success: true;
  user: SessionUser;
  token: string;
}

export interface StudentLoginResponse {
  success: true;
  child: { id: string; name: string; parentId: string; username: string };
  token: string;
}

export interface RefreshResponse {
  success: true;
  user: SessionUser;
  token: string;
}

export interface AvailabilityResponse {
  exists: boolean;
  message: string;
}

/** 409 body of a taken email or mobile at registration or email change. */
export interface FieldConflictBody {
  message: string;
  field: 'email' | 'mobile';
}

/** `POST /api/auth/forgot-password` (202), whether or not an account has the email. */
export interface ForgotPasswordResponse {
  success: true;
  message: string;
}

/** `POST /api/auth/reset-password` (200): every session of the account has ended. */
export interface ResetPasswordResponse {
  success: true;
  message: string;
}

/** One mail the local outbox kept (`GET /api/auth/dev-outbox`, never in production). */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The links in the mail, in order (the reset link). */
  links: string[];
  sentAt: string;
}

export interface DevOutboxResponse {
  success: true;
  mails: OutboxMail[];
}
