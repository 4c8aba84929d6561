import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { CandidacyStates, Status, changeCandidacyStateRequest, type Candidate } from '@portal/contracts';
import { ConfirmDialog, LoadState, type Outcome, useApiData, useLanguage } from '@portal/ui';
import { companyOffersApi } from '../offers/api';

/** The incorporation form a refused selection (98) names in `datos.idSolicitud`. */
const incorporationRequestOf = (error: unknown): number | null => {
  if (!isApiError(error) || error.status !== Status.incorporationFormRequired) return null;
  const id = (error.details as { datos?: { idSolicitud?: unknown } } | undefined)?.datos?.idSolicitud;
  return typeof id === 'number' ? id : null;
};

/**
 * A candidate's state change (spec 001 §4): the states the server offers from the current one; a
 * rejection needs one of the offered reasons. Selecting may need the incorporation form first
 * (98): the company is taken there.
 */
export const ChangeStateDialog = ({
  candidate,
  onClose,
}: {
  candidate: Candidate;
  onClose: (outcome: Outcome) => void;
}) => {
  const { t } = useTranslation('companyCandidates');
  const id = useId();
  const navigate = useNavigate();
  const language = useLanguage();
  const process = useApiData(
    () => companyOffersApi.process(candidate.idCandidatura, language),
    [candidate.idCandidatura, language],
  );
  const [state, setState] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ state?: boolean; reason?: boolean }>({});
  const fullName = `${candidate.nombre} ${candidate.apellidos}`;

  const save = async () => {
    if (process.data?.siguientesEstados.length === 0) return onClose(null);
    const parsed = changeCandidacyStateRequest.safeParse({
      idCandidatura: candidate.idCandidatura,
      idEstado: Number(state) || undefined,
      idMotivo: Number(reason) || null,
    });
    if (!parsed.success) {
      const paths = parsed.error.issues.map((issue) => issue.path[0]);
      return setErrors({ state: paths.includes('idEstado'), reason: paths.includes('idMotivo') });
    }
    try {
      const { codigo } = await companyOffersApi.changeState(parsed.data, { silent: true });
      onClose({ ok: true, code: codigo });
    } catch (error) {
      const request = incorporationRequestOf(error);
      if (request) return navigate(`/formulario-incorporacion/${request}`);
      onClose({ ok: false, error });
    }
  };

  const invalid = (key: 'state' | 'reason') =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {};
  const error = (key: 'state' | 'reason') =>
    errors[key] ? (
      <span id={`${id}-${key}-error`} className="portal-field__error">
        {t('required')}
      </span>
    ) : null;

  return (
    <ConfirmDialog
      open
      title={t('changeStateTitle', { name: fullName })}
      confirmLabel={t('save')}
      cancelLabel={t('cancel')}
      onConfirm={() => void save()}
      onCancel={() => onClose(null)}
    >
      <p>{t('currentState', { state: candidate.Estado })}</p>
      <LoadState state={process}>
        {(data) =>
          data.siguientesEstados.length === 0 ? (
            <p>{t('noMoves')}</p>
          ) : (
            <>
              <div className="portal-field">
                <label htmlFor={`${id}-state`}>{t('newState')}</label>
                <select
                  id={`${id}-state`}
                  value={state}
                  onChange={(event) => {
                    setState(event.target.value);
                    setErrors({});
                  }}
                  {...invalid('state')}
                >
                  <option value="">{t('choose')}</option>
                  {data.siguientesEstados.map((next) => (
                    <option key={next.idEstado} value={next.idEstado}>
                      {next.Estado}
                    </option>
                  ))}
                </select>
                {error('state')}
              </div>
              {Number(state) === CandidacyStates.rejected ? (
                <div className="portal-field">
                  <label htmlFor={`${id}-reason`}>{t('reason')}</label>
                  <select
                    id={`${id}-reason`}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    {...invalid('reason')}
                  >
                    <option value="">{t('choose')}</option>
                    {data.motivosRechazo.map((option) => (
                      <option key={option.idMotivo} value={option.idMotivo}>
                        {option.descripcion}
                      </option>
                    ))}
                  </select>
                  {error('reason')}
                </div>
              ) : null}
            </>
          )
        }
      </LoadState>
    </ConfirmDialog>
  );
};
