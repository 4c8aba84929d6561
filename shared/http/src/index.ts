/**
 * The public interface of the HTTP core singleton. Every export here is part of a versioned
 * contract (see public-surface.json): add one with a minor version, change or remove one with a
 * major version.
 */
export { send, apiBaseUrl, configureHttp, type HttpRequest, type HttpResponse } from './client';
export { ApiError, isApiError, onApiError, reportApiError, networkFailureStatus } from './errors';
export { reportFailure, type FailureToReport } from './error-reports';
