export * from './identity.service';
export { publicFormsProjection } from './application/public-forms.projection';
export { accountsProjection } from './application/accounts.projection';
export {
  readDemoCredentials,
  DEMO_PARENT_EMAIL,
  type DemoCredential,
} from './application/demo-family';
export { resolveJwtSecret } from './infrastructure/jwt-secret';
export { resolvePinPepper } from './infrastructure/pin-pepper';
export { Argon2PasswordHasher, OWASP_ARGON2ID } from './infrastructure/argon2-password.hasher';
export { Argon2PinHasher } from './infrastructure/argon2-pin.hasher';
export { HmacPinHasher } from './infrastructure/hmac-pin.hasher';
export { isLocalOutboxShown } from './infrastructure/identity-mail';
