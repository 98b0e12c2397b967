import type {
  AvailabilityResponse,
  ForgotPasswordResponse,
  ResetPasswordResponse,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  StudentLoginResponse,
} from '@abhyas/contracts';
import { publicAuthClient } from '../../session/api/auth-client';

export const accountsApi = {
  register: (request: RegisterRequest) =>
    publicAuthClient.post<RegisterResponse>('/api/auth/register', request),
  checkEmail: (email: string, signal?: AbortSignal) =>
    publicAuthClient.post<AvailabilityResponse>('/api/auth/check-email', { email }, { signal }),
  checkMobile: (mobile: string, signal?: AbortSignal) =>
    publicAuthClient.post<AvailabilityResponse>('/api/auth/check-mobile', { mobile }, { signal }),
  login: (email: string, password: string) =>
    publicAuthClient.post<LoginResponse>('/api/auth/login', { email, password }),
  studentLogin: (username: string, pin: string) =>
    publicAuthClient.post<StudentLoginResponse>('/api/auth/student-login', { username, pin }),
  forgotPassword: (email: string) =>
    publicAuthClient.post<ForgotPasswordResponse>('/api/auth/forgot-password', { email }),
  resetPassword: (token: string, newPassword: string) =>
    publicAuthClient.post<ResetPasswordResponse>('/api/auth/reset-password', {
      token,
      newPassword,
    }),
};
