import { useContext, useEffect } from 'react';
import { useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  addressRuleFailures,
  companyAddressRequest,
  type StudentAddressRequest,
} from '@portal/contracts';
import type { LanguageDomains } from '@portal/domains';
import { PlaceFields, StreetTypeSelect, placeOf, placeReference, placeRequest } from '@portal/ui';
import { FieldMessages, FormField } from './FormField';
import '../company-data/i18n';

const placeFields = ['idPais', 'idProvincia', 'provinciaOtros', 'idIsla', 'idLocalidad', 'localidadOtros'] as const;
/** The label of each place field in the `places` namespace. */
const placeLabels: Record<(typeof placeFields)[number], string> = {
  idPais: 'country',
  idProvincia: 'province',
  provinciaOtros: 'province',
  idIsla: 'island',
  idLocalidad: 'municipality',
  localidadOtros: 'municipality',
};

/** The element each place field is drawn as (PlaceFields names them from the prefix). */
const elementOf = (idPrefix: string, field: string) =>
  ({
    idPais: `${idPrefix}-country`,
    idProvincia: `${idPrefix}-province`,
    provinciaOtros: `${idPrefix}-province`,
    idIsla: `${idPrefix}-island`,
    idLocalidad: `${idPrefix}-municipality`,
    localidadOtros: `${idPrefix}-municipality`,
    idTipoVia: `${idPrefix}-street-type`,
  })[field];

/**
 * The address rules of the server over the domains shown, as form failures under `name`
 * (`domicilio.cp`...): the company data form and the work centre form check them before sending.
 */
export const addressFailures = (name: string, address: unknown, loaded: LanguageDomains | undefined) => {
  if (!loaded) return [];
  const parsed = companyAddressRequest.safeParse(address);
  if (!parsed.success) return [];
  return addressRuleFailures(parsed.data, placeReference(loaded)).map(({ campo, regla }) => ({
    campo: `${name}.${campo}`,
    clave: `addr_${regla}`,
  }));
};

/** An empty address, as the form starts when there is none. */
export const emptyAddress = (withCompanyFields: boolean): Record<string, unknown> => ({
  idTipoVia: null,
  direccion: '',
  direccionNumero: '',
  direccionPiso: '',
  direccionPuerta: '',
  cp: '',
  idPais: 1,
  idProvincia: null,
  provinciaOtros: null,
  idLocalidad: null,
  localidadOtros: null,
  idIsla: null,
  ...(withCompanyFields ? { direccionEscalera: '', DPO: '' } : {}),
});

/**
 * An address inside a company form (the company's, a work centre's): the portal's place selects
 * (country, then province and town lists for Spain, text abroad), the street type and the street
 * fields, with each refused field in red under it, as the student's address form shows them.
 */
export const AddressFields = ({
  name,
  idPrefix,
  withCompanyFields = false,
}: {
  name: string;
  idPrefix: string;
  /** The staircase and the data protection officer of the company's own address. */
  withCompanyFields?: boolean;
}) => {
  const { t } = useTranslation('companyData');
  const { t: tPlaces } = useTranslation('places');
  const messages = useContext(FieldMessages);
  const {
    setValue,
    formState: { errors },
  } = useFormContext();
  const address = (useWatch({ name }) ?? {}) as StudentAddressRequest;
  const addressErrors = (errors[name] ?? {}) as Record<string, FieldError | undefined>;
  const wordOf = (error: FieldError | undefined) =>
    error ? (error.type === 'server' ? String(error.message) : (messages[String(error.message)] ?? messages.invalid)) : null;
  const errorId = (field: string) => `${idPrefix}-${field}-error`;

  // PlaceFields and StreetTypeSelect own their elements: mark them invalid and tie them to their messages.
  useEffect(() => {
    const describedBy = new Map<string, string[]>();
    for (const field of [...placeFields, 'idTipoVia'] as const) {
      const element = elementOf(idPrefix, field)!;
      const ids = describedBy.get(element) ?? [];
      if (addressErrors[field]) ids.push(errorId(field));
      describedBy.set(element, ids);
    }
    for (const [elementId, ids] of describedBy) {
      const element = document.getElementById(elementId);
      if (!element) continue;
      if (ids.length > 0) {
        element.setAttribute('aria-invalid', 'true');
        element.setAttribute('aria-describedby', ids.join(' '));
      } else {
        element.removeAttribute('aria-invalid');
        element.removeAttribute('aria-describedby');
      }
    }
  });

  const change = (part: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(part)) {
      setValue(`${name}.${field}`, value, { shouldDirty: true });
    }
  };
  const placeErrors = placeFields.filter((field) => addressErrors[field]);
  const streetError = wordOf(addressErrors.idTipoVia);
  return (
    <div className="company-form-grid">
      <PlaceFields
        idPrefix={idPrefix}
        value={placeOf(address)}
        onChange={(place) => change(placeRequest(place))}
        required
      />
      {placeErrors.length > 0 ? (
        <ul className="company-address-errors">
          {placeErrors.map((field) => (
            <li key={field} id={errorId(field)} className="portal-field__error">
              {`${tPlaces(placeLabels[field])}: ${wordOf(addressErrors[field])}`}
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <StreetTypeSelect
          id={elementOf(idPrefix, 'idTipoVia')!}
          value={address.idTipoVia ?? null}
          onChange={(idTipoVia) => change({ idTipoVia })}
          required
        />
        {streetError ? (
          <span id={errorId('idTipoVia')} className="portal-field__error">
            {streetError}
          </span>
        ) : null}
      </div>
      <FormField name={`${name}.direccion`} label={t('direccion')} required />
      <FormField name={`${name}.direccionNumero`} label={t('direccionNumero')} required />
      {withCompanyFields ? <FormField name={`${name}.direccionEscalera`} label={t('direccionEscalera')} /> : null}
      <FormField name={`${name}.direccionPiso`} label={t('direccionPiso')} />
      <FormField name={`${name}.direccionPuerta`} label={t('direccionPuerta')} />
      <FormField name={`${name}.cp`} label={t('cp')} required />
      {withCompanyFields ? <FormField name={`${name}.DPO`} label={t('DPO')} /> : null}
    </div>
  );
};
