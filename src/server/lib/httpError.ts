import { MSG } from '../../shared/messages';

/** An error the API answers with `{ data: message }` and its status. Messages are Spanish. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MSG.invalidData) => new HttpError(400, message);
export const unauthorized = (message: string = MSG.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MSG.notFoundRecord) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message: string = MSG.tooLarge) => new HttpError(413, message);
