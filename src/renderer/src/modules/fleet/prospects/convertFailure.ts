import { PROSPECT_MSG } from '@shared/domain/prospectMessages';
import { ApiError } from '../../../lib/apiClient';

/** Convert to lead's failure text (spec §8): the server's message unless the status is 500 or there is none. */
export function convertFailure(error: unknown): string {
  if (error instanceof ApiError && error.status !== undefined && error.status !== 500 && error.message) return error.message;
  return PROSPECT_MSG.unexpected;
}
