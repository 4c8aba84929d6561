import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ContactRule,
  Status,
  contactFields,
  contactRuleMessages,
  spainCountryId,
  type CompanyContactRecord,
  type CompanyContactTypeKey,
  type ContactFieldsInput,
} from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { emptyPlace, failureStatus, PlaceFields, StatusNotice, type Place, useLanguage } from '@portal/ui';
import { agreementsApi } from './api';
import { FieldMessages, FormField } from '../common/FormField';
import './i18n';
// FormField's own words (the required mark, the empty choice).
import '../offers/wizard/i18n';

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const defaultsOf = (contact: CompanyContactRecord | null) => ({
  tratamiento: contact?.tratamiento ?? '',
  nombre: contact?.nombre ?? '',
  apellidos: contact?.apellidos ?? '',
  email: contact?.email ?? '',
  nif: contact?.nif ?? '',
  telefono1: contact?.telefono1 ?? '',
  telefono2: contact?.telefono2 ?? '',
  puesto: contact?.puesto ?? '',
  departamento: contact?.departamento ?? '',
  direccion: contact?.direccion ?? '',
  cp: contact?.cp ?? '',
});

const placeOf = (contact: CompanyContactRecord | null): Place =>
  contact?.idPais
    ? {
        idPais: contact.idPais,
        idProvincia: (contact.provincia as Place['idProvincia']) ?? null,
        provinciaOtros: contact.provinciaOtros ?? '',
        idLocalidad: contact.idLocalidad,
        localidadOtros: contact.localidad ?? '',
        idIsla: null,
      }
    : emptyPlace;

/**
 * A contact of the company, new (of a type) or edited: every field of spec 001 §3 with the rules
 * of a new signatory (§5), checked here with the contract's schema and again by the server (its
 * refusals land on their fields). The address only when the brand keeps contact addresses.
 */
export const ContactForm = ({
  type,
  contact,
  withAddress,
  legend,
  onSaved,
  onCancel,
}: {
  type: CompanyContactTypeKey;
  contact: CompanyContactRecord | null;
  withAddress: boolean;
  legend: string;
  onSaved: (id: number, code: number) => void;
  onCancel?: () => void;
}) => {
  const { t } = useTranslation('companyAgreements');
  const language = useLanguage();
  const [place, setPlace] = useState<Place>(() => placeOf(contact));
  const [failure, setFailure] = useState<number | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const form = useForm<FieldValues>({
    defaultValues: defaultsOf(contact),
    resolver: zodResolver(contactFields as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
  });
  const signatory = type === 'FirmanteConvenio' || type === 'FirmanteAnexo';

  useEffect(() => {
    if (failure !== null) summary.current?.focus();
  }, [failure]);

  const submit = form.handleSubmit(
    async (values) => {
      if (signatory && !String(values.nif ?? '').trim()) {
        form.setError('nif', { message: 'required' });
        setFailure(Status.missingMandatoryData);
        return;
      }
      const inSpain = place.idPais === spainCountryId;
      const body: ContactFieldsInput = {
        ...(values as ContactFieldsInput),
        tratamiento: emptyToNull(values.tratamiento) as ContactFieldsInput['tratamiento'],
        ...(withAddress
          ? {
              idPais: place.idPais,
              provincia: inSpain ? place.idProvincia : null,
              provinciaOtros: inSpain ? null : place.provinciaOtros || null,
              idLocalidad: place.idLocalidad,
              localidad: place.localidadOtros || null,
            }
          : { direccion: null, cp: null }),
      };
      setFailure(null);
      try {
        if (contact) {
          const { codigo } = await agreementsApi.editContact({ ...body, id: contact.id }, language, { silent: true });
          onSaved(contact.id, codigo);
        } else {
          const { idNuevaAlta, codigo } = await agreementsApi.addContact(type, body, language, { silent: true });
          onSaved(idNuevaAlta, codigo);
        }
      } catch (error) {
        const status = failureStatus(error);
        if (status === Status.contactEmailExists) form.setError('email', { message: 'emailInUse' });
        if (status === Status.dniAlreadyRegistered) form.setError('nif', { message: 'nifInUse' });
        const details = isApiError(error) ? (error.details as { errores?: { campo: string; mensaje: string }[] }) : undefined;
        for (const refused of details?.errores ?? []) form.setError(refused.campo, { message: refused.mensaje });
        setFailure(status);
      }
    },
    // Refused here as the server refuses it: an ID document too short is the spec's 66, the fields still marked.
    (errors) => setFailure(errors.nif?.message === ContactRule.nif ? Status.idDocument : Status.missingMandatoryData),
  );

  return (
    <FieldMessages.Provider value={contactRuleMessages[language]}>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} className="company-contact-form">
          <fieldset className="portal-fieldset">
            <legend>{legend}</legend>
            <div ref={summary} tabIndex={-1} aria-live="polite">
              {failure === Status.missingMandatoryData ? (
                <p className="portal-field__error" role="alert">
                  {t('reviewForm')}
                </p>
              ) : failure !== null ? (
                // 94's catalogue text speaks of accounts (student registration): here it is another contact's NIF.
                <StatusNotice
                  status={failure}
                  tone="error"
                  serverMessage={failure === Status.dniAlreadyRegistered ? contactRuleMessages[language].nifInUse : undefined}
                />
              ) : null}
            </div>
            <div className="company-form-grid">
              <FormField
                name="tratamiento"
                label={t('tratamiento')}
                kind="select"
                options={[
                  { value: 'D.', label: 'D.' },
                  { value: 'Da.', label: 'Da.' },
                ]}
                registerOptions={{ setValueAs: emptyToNull }}
              />
              <FormField name="nombre" label={t('nombre')} required />
              <FormField name="apellidos" label={t('apellidos')} required />
              <FormField name="email" label={t('email')} kind="email" required />
              <FormField name="nif" label={t('nif')} required={signatory} />
              <FormField name="telefono1" label={t('telefono1')} required />
              <FormField name="telefono2" label={t('telefono2')} />
              <FormField name="puesto" label={t('puesto')} />
              <FormField name="departamento" label={t('departamento')} />
            </div>
            {withAddress ? (
              <fieldset className="portal-fieldset">
                <legend>{t('contactAddress')}</legend>
                <div className="company-form-grid">
                  <FormField name="direccion" label={t('direccion')} />
                  <PlaceFields idPrefix={`contact-${contact?.id ?? type}`} value={place} onChange={setPlace} />
                  <FormField name="cp" label={t('cp')} />
                </div>
              </fieldset>
            ) : null}
            <div className="company-actions">
              <button type="submit" className="portal-button" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? t('saving') : t('save')}
              </button>
              {onCancel ? (
                <button type="button" className="portal-button portal-button--secondary" onClick={onCancel}>
                  {t('cancel')}
                </button>
              ) : null}
            </div>
          </fieldset>
        </form>
      </FormProvider>
    </FieldMessages.Provider>
  );
};
