import { Status } from '@portal/contracts';
import { isApiError } from '@portal/api-client';

export interface LoginErrorView {
  status: number;
  /** The server's own words, shown as is for 3 and 79. */
  serverMessage?: string;
}

/**
 * What the login form shows for a failure (spec 000 §4, login flow): 3 or 79 the server's
 * message; 90 error 90; a network failure 500; any other status its full catalogue entry.
 */
export const loginErrorView = (error: unknown): LoginErrorView => {
  if (!isApiError(error)) return { status: Status.serviceUnavailable };
  if (error.status === Status.accessDenied || error.status === Status.accessDeniedRole) {
    return { status: error.status, serverMessage: error.serverMessage };
  }
  return { status: error.status };
};
