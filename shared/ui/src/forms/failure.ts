import { Status } from '@portal/contracts';
import { isApiError } from '@portal/api-client';

/** The catalogue code a failed call shows: its status, or 500 for a network failure. */
export const failureStatus = (error: unknown): number =>
  isApiError(error) ? error.status : Status.serviceUnavailable;
