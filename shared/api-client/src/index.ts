export { http, call, configureApiClient, type CallOptions } from './client';
export { ApiError, isApiError, onApiError, reportApiError } from './errors';
export { publicApi, studentApi, companyApi } from './calls';
export { userApi } from './account-calls';
