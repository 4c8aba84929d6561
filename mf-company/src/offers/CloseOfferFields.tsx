import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadedDomains } from '@portal/ui';

export interface CloseAnswers {
  proposed: boolean | null;
  name: string;
  start: string;
  contractType: string;
}
export type CloseErrors = Partial<Record<keyof CloseAnswers, string>>;
export const emptyCloseAnswers: CloseAnswers = { proposed: null, name: '', start: '', contractType: '' };

/** The questions of closing an offer (spec 001 §4): was a candidate proposed by the placement service selected, and who. */
export const CloseOfferFields = ({
  answers,
  errors,
  onChange,
}: {
  answers: CloseAnswers;
  errors: CloseErrors;
  onChange: (answers: CloseAnswers) => void;
}) => {
  const { t } = useTranslation('companyOffers');
  const id = useId();
  const domains = useLoadedDomains();
  const set = <K extends keyof CloseAnswers>(key: K, value: CloseAnswers[K]) =>
    onChange({ ...answers, [key]: value });
  const described = (key: keyof CloseAnswers) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {};
  const error = (key: keyof CloseAnswers) =>
    errors[key] ? (
      <span id={`${id}-${key}-error`} className="portal-field__error">
        {errors[key]}
      </span>
    ) : null;
  return (
    <>
      <fieldset
        className="portal-fieldset"
        {...(errors.proposed ? { 'aria-describedby': `${id}-proposed-error` } : {})}
      >
        <legend>{t('proposedQuestion')}</legend>
        {([true, false] as const).map((value) => (
          <label key={String(value)} className="company-inline-choice">
            <input
              type="radio"
              name={`${id}-proposed`}
              checked={answers.proposed === value}
              onChange={() => set('proposed', value)}
            />{' '}
            {t(value ? 'yes' : 'no')}
          </label>
        ))}
        {error('proposed')}
      </fieldset>
      {answers.proposed ? (
        <>
          <div className="portal-field">
            <label htmlFor={`${id}-name`}>{t('candidateName')}</label>
            <input
              id={`${id}-name`}
              value={answers.name}
              onChange={(event) => set('name', event.target.value)}
              {...described('name')}
            />
            {error('name')}
          </div>
          <div className="portal-field">
            <label htmlFor={`${id}-start`}>{t('contractStart')}</label>
            <input
              id={`${id}-start`}
              type="date"
              value={answers.start}
              onChange={(event) => set('start', event.target.value)}
              {...described('start')}
            />
            {error('start')}
          </div>
          <div className="portal-field">
            <label htmlFor={`${id}-contract`}>{t('contractType')}</label>
            <select
              id={`${id}-contract`}
              value={answers.contractType}
              onChange={(event) => set('contractType', event.target.value)}
              {...described('contractType')}
            >
              <option value="">{t('choose')}</option>
              {domains?.domains.tiposContrato.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.descripcion}
                </option>
              ))}
            </select>
            {error('contractType')}
          </div>
        </>
      ) : null}
    </>
  );
};
