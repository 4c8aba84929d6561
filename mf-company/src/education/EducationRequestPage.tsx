import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  educationFieldMessages,
  rejectEducationRequest,
  type EducationRequestDetail,
} from '@portal/contracts';
import {
  ConfirmDialog,
  FieldError,
  formatDate,
  LoadState,
  OutcomeNotice,
  PageHeading,
  type Outcome,
  useApiData,
  useLanguage,
} from '@portal/ui';
import { EducationStatus } from './EducationStatus';
import { educationApi, formatDay } from './api';
import './i18n';
import '../company.css';

/** The rejection's question: the reason the centre will read, required. */
const RejectDialog = ({
  request,
  onClose,
}: {
  request: EducationRequestDetail;
  onClose: (outcome: Outcome) => void;
}) => {
  const { t } = useTranslation('companyEducation');
  const language = useLanguage();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    const parsed = rejectEducationRequest.safeParse({ idSolicitud: request.id, motivo: reason });
    if (!parsed.success) {
      const rule = parsed.error.issues[0]?.message ?? 'invalid';
      return setError(educationFieldMessages[language][rule] ?? educationFieldMessages[language].invalid!);
    }
    try {
      const answer = await educationApi.reject(parsed.data, { silent: true });
      onClose({ ok: true, code: answer.codigo });
    } catch (failure) {
      onClose({ ok: false, error: failure });
    }
  };
  return (
    <ConfirmDialog
      open
      title={t('rejectTitle', { centre: request.centro })}
      confirmLabel={t('confirmReject')}
      cancelLabel={t('cancel')}
      onConfirm={() => void send()}
      onCancel={() => onClose(null)}
    >
      <div className="portal-field">
        <label htmlFor={`${id}-reason`}>{t('reason')}</label>
        <textarea
          id={`${id}-reason`}
          rows={4}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        <span id={`${id}-hint`} className="company-hint">
          {t('reasonHint')}
        </span>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </ConfirmDialog>
  );
};

const Detail = ({ request, onAnswered }: { request: EducationRequestDetail; onAnswered: (outcome: Outcome) => void }) => {
  const { t } = useTranslation('companyEducation');
  const language = useLanguage();
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const day = (value: string) => formatDay(value, language);
  const side = request.empresa;
  const accept = async () => {
    setDialog(null);
    try {
      const answer = await educationApi.accept(request.id, { silent: true });
      onAnswered({ ok: true, code: answer.codigo });
    } catch (error) {
      onAnswered({ ok: false, error });
    }
  };
  return (
    <>
      <p>
        <EducationStatus status={request.estado} />{' '}
        {t('received', { date: formatDate(request.fechaRecepcion, language) })}
      </p>
      <div className="portal-card">
        <dl className="company-details">
          <dt>{t('centre')}</dt>
          <dd>{request.centro}</dd>
          <dt>{t('cycle')}</dt>
          <dd>{request.cicloFormativo}</dd>
          <dt>{t('placesAsked')}</dt>
          <dd>{t('places', { count: request.plazas })}</dd>
          <dt>{t('totalHours')}</dt>
          <dd>{t('hours', { count: request.horas })}</dd>
          <dt>{t('dates')}</dt>
          <dd>{t('period', { from: day(request.fechaInicio), to: day(request.fechaFin) })}</dd>
          <dt>{t('centreTutor')}</dt>
          <dd>
            {request.tutorCentro.nombre}
            <br />
            <a href={`mailto:${request.tutorCentro.email}`}>{request.tutorCentro.email}</a>
            {request.tutorCentro.telefono ? (
              <>
                <br />
                {request.tutorCentro.telefono}
              </>
            ) : null}
          </dd>
          <dt>{t('pupils')}</dt>
          <dd>{request.alumnos.length > 0 ? request.alumnos.join(', ') : t('noPupils')}</dd>
          {request.observacionesCentro ? (
            <>
              <dt>{t('notes')}</dt>
              <dd className="company-prewrap">{request.observacionesCentro}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <h2>{t('companySide')}</h2>
      {side.tutorNombre ? (
        <div className="portal-card">
          <dl className="company-details">
            <dt>{t('companyTutor')}</dt>
            <dd>
              {side.tutorNombre}
              {side.tutorEmail ? (
                <>
                  <br />
                  {side.tutorEmail}
                </>
              ) : null}
              {side.tutorTelefono ? (
                <>
                  <br />
                  {side.tutorTelefono}
                </>
              ) : null}
            </dd>
            <dt>{t('acceptedPlaces')}</dt>
            <dd>{side.plazasAceptadas === null ? '—' : t('places', { count: side.plazasAceptadas })}</dd>
            <dt>{t('companyDates')}</dt>
            <dd>{side.fechaInicio && side.fechaFin ? t('period', { from: day(side.fechaInicio), to: day(side.fechaFin) }) : '—'}</dd>
            <dt>{t('schedule')}</dt>
            <dd>{side.horario ?? '—'}</dd>
          </dl>
        </div>
      ) : (
        <p>{t('notCompleted')}</p>
      )}
      {request.estado === 'pendiente' ? (
        <p className="company-hint">{t('limit', { count: request.limite.aceptadasEnCurso, max: request.limite.maximo })}</p>
      ) : null}
      {request.fechaRespuesta ? (
        <>
          <h2>{t('answer')}</h2>
          <p>{t('answeredOn', { date: formatDate(request.fechaRespuesta, language) })}</p>
          {request.motivoRespuesta ? (
            <div className="portal-card">
              <h3>{t('rejectionReason')}</h3>
              <p className="company-prewrap" data-testid="rejection-reason">
                {request.motivoRespuesta}
              </p>
            </div>
          ) : null}
        </>
      ) : null}
      <div className="company-actions">
        {request.acciones.editar ? (
          <Link className="portal-button portal-button--secondary" to={`/solicitudes-practicas-educacion/${request.id}/editar`}>
            {t('edit')}
          </Link>
        ) : null}
        {request.acciones.aceptar ? (
          <button type="button" className="portal-button" onClick={() => setDialog('accept')}>
            {t('accept')}
          </button>
        ) : null}
        {request.acciones.rechazar ? (
          <button type="button" className="portal-button portal-button--secondary" onClick={() => setDialog('reject')}>
            {t('reject')}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={dialog === 'accept'}
        title={t('acceptTitle', { centre: request.centro })}
        confirmLabel={t('confirmAccept')}
        cancelLabel={t('cancel')}
        onConfirm={() => void accept()}
        onCancel={() => setDialog(null)}
      >
        <p>{t('acceptText')}</p>
      </ConfirmDialog>
      {dialog === 'reject' ? (
        <RejectDialog
          request={request}
          onClose={(outcome) => {
            setDialog(null);
            if (outcome) onAnswered(outcome);
          }}
        />
      ) : null}
    </>
  );
};

/** One education centre's request (/solicitudes-practicas-educacion/{id}): everything asked, the company's side, its answer. */
const EducationRequestPage = () => {
  const { t } = useTranslation('companyEducation');
  const { id } = useParams();
  const requestId = Number(id);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const request = useApiData(() => educationApi.request(requestId), [requestId]);
  return (
    <section>
      <PageHeading>{request.data ? request.data.centro : t('title')}</PageHeading>
      <OutcomeNotice outcome={outcome} />
      <LoadState state={request}>
        {(loaded) => (
          <Detail
            request={loaded}
            onAnswered={(answer) => {
              setOutcome(answer);
              request.reload();
            }}
          />
        )}
      </LoadState>
      <p>
        <Link to="/solicitudes-practicas-educacion">{t('back')}</Link>
      </p>
    </section>
  );
};

export default EducationRequestPage;
