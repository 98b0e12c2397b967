export * from './identity.service';
export { publicFormsProjection } from './application/public-forms.projection';
export { accountsProjection } from './application/accounts.projection';
export {
  readDemoCredentials,
  DEMO_PARENT_EMAIL,
  type DemoCredential,
} from './application/demo-family';
export { resolveJwtSecret } from './infrastructure/jwt-secret';
export { Argon2PasswordHasher, OWASP_ARGON2ID } from './infrastructure/argon2-password.hasher';
