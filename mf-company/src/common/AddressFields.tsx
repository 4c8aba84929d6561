import { useContext } from 'react';
import { useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  addressRuleFailures,
  companyAddressRequest,
  type StudentAddressRequest,
} from '@portal/contracts';
import type { LanguageDomains } from '@portal/domains';
import {
  AddressFields as SharedAddressFields,
  placeOf,
  placeReference,
  placeRequest,
  type AddressDraft,
  type AddressTextField,
} from '@portal/ui';
import { FieldMessages, FormField } from './FormField';
import '../company-data/i18n';

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

/** The typed fields of a company form's address; the staircase and DPO only in the company's own. */
const textFields = (withCompanyFields: boolean): AddressTextField[] => [
  'direccion',
  'direccionNumero',
  ...(withCompanyFields ? (['direccionEscalera'] as const) : []),
  'direccionPiso',
  'direccionPuerta',
  'cp',
  ...(withCompanyFields ? (['DPO'] as const) : []),
];
const requiredFields = new Set<AddressTextField>(['direccion', 'direccionNumero', 'cp']);

/**
 * An address inside a company form (the company's, a work centre's): the portal's address fields,
 * their typed ones registered in the form, each refused field in red under it, as the student's
 * address form shows them.
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
  const messages = useContext(FieldMessages);
  const {
    setValue,
    formState: { errors },
  } = useFormContext();
  const address = (useWatch({ name }) ?? {}) as StudentAddressRequest;
  const addressErrors = (errors[name] ?? {}) as Record<string, FieldError | undefined>;
  const wordOf = (error: FieldError | undefined) =>
    error ? (error.type === 'server' ? String(error.message) : (messages[String(error.message)] ?? messages.invalid)) : null;
  const worded = Object.fromEntries(Object.entries(addressErrors).map(([field, error]) => [field, wordOf(error)]));

  const change = ({ place, idTipoVia }: AddressDraft) => {
    const next: Record<string, unknown> = { ...placeRequest(place), idTipoVia };
    for (const [field, value] of Object.entries(next)) {
      if (value !== (address as Record<string, unknown>)[field]) setValue(`${name}.${field}`, value, { shouldDirty: true });
    }
  };
  return (
    <div className="company-form-grid">
      <SharedAddressFields
        idPrefix={idPrefix}
        value={{ place: placeOf(address), idTipoVia: address.idTipoVia ?? null }}
        onChange={change}
        errors={worded}
        placeErrorsClassName="company-address-errors"
        fields={textFields(withCompanyFields).map((field) => ({ field, label: t(field), required: requiredFields.has(field) }))}
        renderText={({ field, label, required }) => <FormField name={`${name}.${field}`} label={label} required={required} />}
      />
    </div>
  );
};
