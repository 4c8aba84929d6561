export { applyBrandTokens, brandTokens } from './brand';
export { Loading, Notice, PageHeading, Card, formatDate } from './components';
export { useApiData, type ApiData, type LoadControls } from './use-api-data';
export { LoadState } from './LoadState';
export { ConfirmDialog } from './ConfirmDialog';
export { useModalDialog } from './use-modal-dialog';
export * from './places';
export { extensionOf, readFile, type ReadFile } from './files';
