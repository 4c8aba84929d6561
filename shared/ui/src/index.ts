export { applyBrandTokens, brandTokens } from './brand';
export { Loading, Notice, PageHeading, Card, formatDate } from './components';
export { useApiData, type ApiData, type LoadControls } from './use-api-data';
export { LoadState } from './LoadState';
export { LazyPart, useLazyModule } from './lazy/LazyPart';
export { lazyModule, type LazyModule } from './lazy/lazy-module';
export { lazyPart } from './lazy/lazy-part';
export { ConfirmDialog } from './ConfirmDialog';
export { UploadProgress } from './UploadProgress';
export { useModalDialog } from './use-modal-dialog';
export * from './places';
export { ContactCheck, type ContactCheckProps, type NewContactFields } from './contact-check/ContactCheck';
export { fileExtensionOf, fileRuleBroken, readFile, readFileAsBase64, saveBlob, type ReadFile } from './files';
export { Field, CheckField } from './forms/Field';
export { FieldError } from './forms/FieldError';
export { FormCard } from './forms/FormCard';
export { NewPasswordFields, emptyNewPassword, newPasswordProblems, type NewPassword } from './forms/NewPasswordFields';
export { StatusNotice, OutcomeNotice, fieldMessagesOf, type Outcome, type StatusNoticeProps } from './refusals/StatusNotice';
export { fixesOf, cvFixPath, type RefusalFix, type RefusalContext, type InternshipDatum } from './refusals/fixes';
export { catalogueExtrasOf, openInNewTab, type CatalogueExtras, type CatalogueTarget } from './refusals/catalogue-entry';
export { bringIntoView, landingOf, namedIn, useLandOnHash, useOpenedByFix } from './refusals/land';
export { PageRefusedFields, RefusedFieldLinks, refusedFieldsIn, useRefusedFields, type RefusedField } from './refusals/RefusedFields';
export { allValid, confirmationProblem, emailProblem, newPasswordProblem, requiredProblem } from './forms/validation';
export { failureStatus } from './forms/failure';
export { loginErrorView, type LoginErrorView } from './forms/login-error';
export { useSubmission } from './forms/use-submission';
export { waitingDays } from './waiting-days';
export { OfficeWaits } from './office-waits/OfficeWaits';
export { useLanguage, useLoadedDomains } from './labels/use-language';
export { degreeNameOf, documentLabel, useDegreeName, useDocumentLabel } from './labels/labels';
export { OfferWizardFacts } from './offer-facts/OfferWizardFacts';
export { AnswerBarChart } from './survey-results/AnswerBarChart';
export { SurveyResultsView } from './survey-results/SurveyResultsView';
export { Pager, pageCount, pageOf } from './pager/Pager';
export {
  AddressFields,
  addressErrorId,
  addressFieldIds,
  type AddressDraft,
  type AddressField,
  type AddressFieldsProps,
  type AddressTextField,
  type AddressTextSpec,
} from './address/AddressFields';
export {
  ProposalContactFields,
  ProposalField,
  proposalContactProblems,
  useProposalValues,
  type ProposalContactCheck,
  type ProposalContactField,
  type ProposalContactFieldsProps,
  type ProposalFieldProps,
  type ProposalRuleWords,
} from './proposal/ProposalFields';
export {
  DocumentList,
  type DocumentListClasses,
  type DocumentListProps,
  type DocumentListWords,
  type ListedDocument,
} from './documents/DocumentList';
export { useBrandSettings } from './brand/use-brand-settings';
export { PlaceholderCards, placeholderCardCount } from './PlaceholderCards';
