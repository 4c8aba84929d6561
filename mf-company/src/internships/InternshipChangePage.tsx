import { useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  Success,
  internshipChangeActions,
  internshipChangeFieldMessages,
  internshipChangeFields,
  internshipChangeForm,
  type CompanyInternship,
  type InternshipChangeAction,
} from '@portal/contracts';
import {
  failureStatus,
  fieldMessagesOf,
  formatDate,
  LoadState,
  PageHeading,
  StatusNotice,
  useApiData,
  useLanguage,
} from '@portal/ui';
import { FieldMessages, FormField } from '../common/FormField';
import { formatDay, internshipsApi } from '../education/api';
import './i18n';
import '../offers/wizard/i18n';
import '../company.css';


/** The form's schema with the internship chosen in it. */
const changeFormSchema = internshipChangeForm.and(z.object({ idPractica: z.coerce.number('required').int().positive('required') }));

const emptyForm: Record<string, string> = { idPractica: '', accion: '', fechaInicio: '', fechaFin: '', horario: '', tutorNombre: '', tutorEmail: '', motivo: '' };

type Result = { ok: true; code: number } | { ok: false; status: number; messages: string[] } | null;

/** The fields of the chosen kind of change. */
const ActionFields = () => {
  const { t } = useTranslation('companyInternships');
  const action = useWatch({ name: 'accion' }) as InternshipChangeAction | '';
  const fields = action ? internshipChangeFields[action] : [];
  return (
    <>
      {fields.includes('fechaInicio') ? <FormField name="fechaInicio" label={t('fechaInicio')} kind="date" required /> : null}
      {fields.includes('fechaFin') ? (
        <FormField
          name="fechaFin"
          label={action === 'finalizacionAnticipada' ? t('lastDay') : t('fechaFin')}
          kind="date"
          required
        />
      ) : null}
      {fields.includes('horario') ? <FormField name="horario" label={t('horario')} required /> : null}
      {fields.includes('tutorNombre') ? <FormField name="tutorNombre" label={t('tutorNombre')} required /> : null}
      {fields.includes('tutorEmail') ? <FormField name="tutorEmail" label={t('tutorEmail')} kind="email" required /> : null}
    </>
  );
};

const ChangeForm = ({
  internships,
  onResult,
}: {
  internships: CompanyInternship[];
  /** Told of each answer; a recorded change reloads the list (this form included). */
  onResult: (result: Result) => void;
}) => {
  const { t } = useTranslation('companyInternships');
  const language = useLanguage();
  const form = useForm<FieldValues>({
    resolver: zodResolver(changeFormSchema as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    defaultValues: emptyForm,
    shouldUnregister: true,
  });
  const changeable = internships.filter((internship) => internship.admiteCambios);
  const submit = form.handleSubmit(
    async (values) => {
      onResult(null);
      try {
        const parsed = changeFormSchema.parse(values);
        const answer = await internshipsApi.requestChange(parsed, { silent: true });
        onResult({ ok: true, code: answer.codigo });
      } catch (error) {
        onResult({ ok: false, status: failureStatus(error), messages: fieldMessagesOf(error) });
      }
    },
    () => onResult({ ok: false, status: Success.reviewForm, messages: [] }),
  );
  if (changeable.length === 0) return <p>{t('noneChangeable')}</p>;
  return (
    <FieldMessages.Provider value={internshipChangeFieldMessages[language]}>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="internship-change-form">
          <h2 id="internship-change-form">{t('formTitle')}</h2>
          <div className="company-form-grid">
            <FormField
              name="idPractica"
              label={t('idPractica')}
              kind="select"
              required
              options={changeable.map((internship) => ({
                value: internship.idPractica,
                label: `${internship.alumno} · ${internship.titulo}`,
              }))}
            />
            <FormField
              name="accion"
              label={t('accion')}
              kind="select"
              required
              options={internshipChangeActions.map((action) => ({ value: action, label: t(`action_${action}`) }))}
            />
            <ActionFields />
            <div className="portal-field--wide">
              <FormField name="motivo" label={t('motivo')} kind="textarea" required hint={t('motivoHint')} />
            </div>
          </div>
          <div className="company-actions">
            <button type="submit" className="portal-button" disabled={form.formState.isSubmitting}>
              {t('send')}
            </button>
          </div>
        </form>
      </FormProvider>
    </FieldMessages.Provider>
  );
};

const InternshipCard = ({ internship }: { internship: CompanyInternship }) => {
  const { t } = useTranslation('companyInternships');
  const language = useLanguage();
  const day = (value: string) => formatDay(value, language);
  return (
    <li className="portal-card company-offer" data-testid="company-internship">
      <h3 className="company-offer__title">
        {internship.alumno} · {internship.titulo}
      </h3>
      <p className="company-offer__meta">
        <span className="company-state">{t(`state_${internship.estado}`)}</span>{' '}
        {t('period', { from: day(internship.fechaInicio), to: day(internship.fechaFin) })}
        {internship.tutor ? ` · ${t('tutor', { name: internship.tutor })}` : ''}
      </p>
      {internship.solicitudesCambio.length === 0 ? (
        <p className="company-hint">{t('noChanges')}</p>
      ) : (
        <>
          <h4>{t('changes')}</h4>
          <ul className="portal-list">
            {internship.solicitudesCambio.map((change) => (
              <li key={change.id} data-testid="internship-change">
                <strong>{t(`action_${change.accion}`)}</strong>{' '}
                <span className={`company-state company-state--${change.estado === 'pendiente' ? 1 : change.estado === 'aceptada' ? 2 : 5}`}>
                  {t(`change_${change.estado}`)}
                </span>{' '}
                {t('requestedOn', { date: formatDate(change.fecha, language) })}
                {change.fechaInicio && change.fechaFin
                  ? ` · ${t('period', { from: day(change.fechaInicio), to: day(change.fechaFin) })}`
                  : change.fechaFin
                    ? ` · ${day(change.fechaFin)}`
                    : ''}
                {change.horario ? ` · ${change.horario}` : ''}
                {change.tutorNombre ? ` · ${change.tutorNombre} (${change.tutorEmail ?? ''})` : ''}
                <p className="company-prewrap">{change.motivo}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
};

/** The company's internships and its change requests (/solicitar-cambio-practicas; 529). */
const InternshipChangePage = () => {
  const { t } = useTranslation('companyInternships');
  const internships = useApiData(() => internshipsApi.internships(), []);
  const [result, setResult] = useState<Result>(null);
  const answered = (next: Result) => {
    setResult(next);
    if (next?.ok) internships.reload();
    if (next && !next.ok) window.scrollTo({ top: 0 });
  };
  return (
    <section>
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <div aria-live="polite">
        {result?.ok ? <StatusNotice status={result.code} tone="success" /> : null}
        {result && !result.ok ? <StatusNotice status={result.status} messages={result.messages} /> : null}
      </div>
      <LoadState state={internships}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <>
              <ChangeForm internships={list} onResult={answered} />
              <h2>{t('listTitle')}</h2>
              <ul className="portal-list company-offers">
                {list.map((internship) => (
                  <InternshipCard key={internship.idPractica} internship={internship} />
                ))}
              </ul>
            </>
          )
        }
      </LoadState>
    </section>
  );
};

export default InternshipChangePage;
