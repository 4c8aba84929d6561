import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Status, Success } from '@portal/contracts';
import { StatusNotice } from '@portal/ui';
import type { FormState } from './use-cv-form';
import { FieldPrefix } from './fields';
import '../i18n';

/** A save refused for its fields (15) is summed up as the spec's "review the form" (525). */
export const shownRefusal = (status: number): number =>
  status === Status.missingMandatoryData ? Success.reviewForm : status;

/**
 * Why a save was refused: the portal's refusal notice (its link to the place that fixes it), with
 * the review-the-form summary (525, in the CV's words, which name no colour) for the fields'
 * refusal and the messages no field could show.
 */
export const RefusalNotice = ({ status, details = [] }: { status: number; details?: string[] }) => {
  const { t } = useTranslation('cv');
  const shown = shownRefusal(status);
  return <StatusNotice status={shown} serverMessage={shown === Success.reviewForm ? t('reviewForm') : undefined} messages={details} />;
};

/** A CV form in place: the summary of a refusal, the fields, save and cancel. */
export const FormFrame = ({
  idPrefix,
  state,
  onSubmit,
  onCancel,
  children,
  submitLabel,
}: {
  idPrefix: string;
  state: FormState;
  onSubmit: (event: FormEvent) => void;
  onCancel?: () => void;
  children: ReactNode;
  submitLabel?: string;
}) => {
  const { t } = useTranslation('cv');
  return (
    <FieldPrefix value={idPrefix}>
      <form noValidate onSubmit={onSubmit} className="cv-form" aria-describedby={`${idPrefix}-required-note`}>
        <p id={`${idPrefix}-required-note`} className="cv-hint">
          {t('requiredNote')}
        </p>
        {state.kind === 'refused' ? <RefusalNotice status={state.status} details={state.unplaced} /> : null}
        {children}
        <div className="cv-actions">
          <button type="submit" className="portal-button" disabled={state.kind === 'saving'}>
            {state.kind === 'saving' ? t('saving') : (submitLabel ?? t('saveChanges'))}
          </button>
          {onCancel ? (
            <button type="button" className="portal-button portal-button--secondary" onClick={onCancel}>
              {t('cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </FieldPrefix>
  );
};
