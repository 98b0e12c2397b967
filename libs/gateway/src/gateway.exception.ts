import { ServiceException } from '@abhyas/runtime';

export enum GatewayErrorCode {
  InvalidPath = 'INVALID_PATH',
}

/** The gateway's own refusals; each factory fixes the status and the wording once. */
export class GatewayException extends ServiceException<GatewayErrorCode> {}

export const gatewayErrors = {
  /** `reason` says why: "it contains a backslash". */
  invalidPath: (reason: string) =>
    new GatewayException(
      GatewayErrorCode.InvalidPath,
      400,
      `The request path is not valid: ${reason}.`,
    ),
};
