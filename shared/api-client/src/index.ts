export { call, type CallOptions } from './client';
export { downloadBlob } from './download';
// The error type and the base URL belong to the HTTP core singleton; re-exported for convenience.
export { ApiError, isApiError, apiBaseUrl, configureHttp, send, type HttpRequest } from '@portal/http';
export { publicApi, studentApi, companyApi } from './calls';
export { userApi } from './account-calls';
