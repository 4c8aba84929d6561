import { useState } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Success, educationFieldMessages, educationRequestForm, type EducationRequestDetail } from '@portal/contracts';
import {
  failureStatus,
  fieldMessagesOf,
  LoadState,
  PageHeading,
  StatusNotice,
  useApiData,
  useLanguage,
} from '@portal/ui';
import { FieldMessages, FormField } from '../common/FormField';
import { educationApi } from './api';
import './i18n';
import '../offers/wizard/i18n';
import '../company.css';


const defaultsOf = (request: EducationRequestDetail) => ({
  tutorNombre: request.empresa.tutorNombre ?? '',
  tutorEmail: request.empresa.tutorEmail ?? '',
  tutorTelefono: request.empresa.tutorTelefono ?? '',
  plazasAceptadas: String(request.empresa.plazasAceptadas ?? request.plazas),
  fechaInicio: request.empresa.fechaInicio ?? request.fechaInicio,
  fechaFin: request.empresa.fechaFin ?? request.fechaFin,
  horario: request.empresa.horario ?? '',
});

type Refusal = { status: number; messages: string[] } | null;

const EditForm = ({ request }: { request: EducationRequestDetail }) => {
  const { t } = useTranslation('companyEducation');
  const language = useLanguage();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal>(null);
  const form = useForm<FieldValues>({
    resolver: zodResolver(educationRequestForm as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    defaultValues: defaultsOf(request),
  });
  const top = () => window.scrollTo({ top: 0 });
  const submit = form.handleSubmit(
    async (values) => {
      setRefusal(null);
      try {
        await educationApi.edit({ ...(values as z.infer<typeof educationRequestForm>), idSolicitud: request.id }, { silent: true });
        navigate(`/solicitudes-practicas-educacion/${request.id}`);
      } catch (error) {
        setRefusal({ status: failureStatus(error), messages: fieldMessagesOf(error) });
        top();
      }
    },
    () => {
      setRefusal({ status: Success.reviewForm, messages: [] });
      top();
    },
  );
  if (!request.acciones.editar) return <p>{t('notEditable')}</p>;
  return (
    <FieldMessages.Provider value={educationFieldMessages[language]}>
      <div aria-live="polite">{refusal ? <StatusNotice status={refusal.status} messages={refusal.messages} /> : null}</div>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <div className="company-form-grid">
            <FormField name="tutorNombre" label={t('tutorNombre')} required />
            <FormField name="tutorEmail" label={t('tutorEmail')} kind="email" required />
            <FormField name="tutorTelefono" label={t('tutorTelefono')} />
            <FormField
              name="plazasAceptadas"
              label={t('plazasAceptadas')}
              kind="number"
              required
              hint={t('plazasHint', { count: request.plazas })}
            />
            <FormField name="fechaInicio" label={t('fechaInicio')} kind="date" required />
            <FormField name="fechaFin" label={t('fechaFin')} kind="date" required />
            <FormField name="horario" label={t('horario')} />
          </div>
          <div className="company-actions">
            <button type="submit" className="portal-button" disabled={form.formState.isSubmitting}>
              {t('save')}
            </button>
            <Link to={`/solicitudes-practicas-educacion/${request.id}`}>{t('backToRequest')}</Link>
          </div>
        </form>
      </FormProvider>
    </FieldMessages.Provider>
  );
};

/** The company's side of a pending request (/solicitudes-practicas-educacion/{id}/editar): tutor, places, dates, schedule. */
const EducationRequestEditPage = () => {
  const { t } = useTranslation('companyEducation');
  const { id } = useParams();
  const requestId = Number(id);
  const request = useApiData(() => educationApi.request(requestId), [requestId]);
  return (
    <section>
      <PageHeading>{request.data ? `${t('companySide')}: ${request.data.centro}` : t('companySide')}</PageHeading>
      <p>{t('editIntro')}</p>
      <LoadState state={request}>{(loaded) => <EditForm request={loaded} />}</LoadState>
    </section>
  );
};

export default EducationRequestEditPage;
