export * from './store';
export { isTokenExpired, tokenExpiry } from './token';
