/** An error answered the way Cognito does: `__type` in the body and `x-amzn-errortype`. */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}
