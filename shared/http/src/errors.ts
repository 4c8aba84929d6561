/**
 * Status of a request that got no answer of the API (spec 000 §7: a network failure is shown as
 * 500). The same number as the contracts' `Status.serviceUnavailable`; written here so the
 * singleton carries no copy of the contracts.
 */
export const networkFailureStatus = 500;

/** A non-zero status from the server, or 500 for a network failure (spec 000 §7). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own text, shown as is for 3 and 79 (spec 000 §4, login flow). */
    readonly serverMessage?: string,
    readonly details?: unknown,
  ) {
    super(serverMessage ?? `API status ${status}`);
    this.name = 'ApiError';
  }

  get isNetworkFailure(): boolean {
    return this.status === networkFailureStatus;
  }
}

/** One class for the whole page (this package is a singleton), so `instanceof` holds across remotes. */
export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

/**
 * The shell's error banner listens here. Feature code that shows an error in place (a login
 * form, a field) passes `silent` to its call instead.
 */
export const onApiError = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const reportApiError = (error: ApiError): void => listeners.forEach((listener) => listener(error));
