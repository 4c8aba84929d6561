export * from './store';
export { domainsApi } from './calls';
