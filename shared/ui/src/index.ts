export { applyBrandTokens, brandTokens } from './brand';
export { Loading, Notice, PageHeading, Card, formatDate } from './components';
export { useApiData, type ApiData, type LoadControls } from './use-api-data';
export { LoadState } from './LoadState';
export { ConfirmDialog } from './ConfirmDialog';
export { useModalDialog } from './use-modal-dialog';
export * from './places';
export { ContactCheck, type ContactCheckProps, type NewContactFields } from './contact-check/ContactCheck';
export { fileExtensionOf, fileRuleBroken, readFile, readFileAsBase64, saveBlob, type ReadFile } from './files';
