import { Fragment, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../forms/FieldError';
import { PlaceFields, type Place } from '../places/PlaceFields';
import { StreetTypeSelect } from '../places/StreetTypeSelect';
import '../places/i18n';

/** The typed parts of an address (the student's has no staircase nor DPO). */
export type AddressTextField =
  | 'direccion'
  | 'direccionNumero'
  | 'direccionEscalera'
  | 'direccionPiso'
  | 'direccionPuerta'
  | 'cp'
  | 'DPO';
/** The parts PlaceFields draws. */
export type AddressPlaceField = 'idPais' | 'idProvincia' | 'provinciaOtros' | 'idIsla' | 'idLocalidad' | 'localidadOtros';
export type AddressField = AddressPlaceField | 'idTipoVia' | AddressTextField;

/** An address as a form holds it: the place as PlaceFields keeps it, the street type, the texts as typed. */
export type AddressDraft = { place: Place; idTipoVia: number | null } & Partial<Record<AddressTextField, string>>;

/** One typed field: its label in the form's words, and what the browser may help with. */
export interface AddressTextSpec {
  field: AddressTextField;
  label: string;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
}

const placeFields: readonly AddressPlaceField[] = [
  'idPais',
  'idProvincia',
  'provinciaOtros',
  'idIsla',
  'idLocalidad',
  'localidadOtros',
];
/** The label of each place field in the `places` namespace, to name a refused one in the list under them. */
const placeLabels: Record<AddressPlaceField, string> = {
  idPais: 'country',
  idProvincia: 'province',
  provinciaOtros: 'province',
  idIsla: 'island',
  idLocalidad: 'municipality',
  localidadOtros: 'municipality',
};

/**
 * The element of each field, so a refused one can be marked and focused. The place and street-type
 * ids are those PlaceFields and StreetTypeSelect give from the prefix (a province is a list in
 * Spain and a text abroad: both are the same element id).
 */
export const addressFieldIds = (prefix: string): Record<AddressField, string> => ({
  idTipoVia: `${prefix}-street-type`,
  direccion: `${prefix}-street`,
  direccionNumero: `${prefix}-number`,
  direccionEscalera: `${prefix}-staircase`,
  direccionPiso: `${prefix}-floor`,
  direccionPuerta: `${prefix}-door`,
  cp: `${prefix}-postal-code`,
  DPO: `${prefix}-dpo`,
  idPais: `${prefix}-country`,
  idProvincia: `${prefix}-province`,
  provinciaOtros: `${prefix}-province`,
  idLocalidad: `${prefix}-municipality`,
  localidadOtros: `${prefix}-municipality`,
  idIsla: `${prefix}-island`,
});

/** The id of a field's message, which its element names in aria-describedby. */
export const addressErrorId = (prefix: string, field: AddressField) => `${prefix}-${field}-error`;

/**
 * What PlaceFields and StreetTypeSelect's elements say of their errors: which are invalid, and the
 * ids of the messages that describe them (two fields share an element: a province list or text).
 */
export const sharedElementMarks = (
  prefix: string,
  errors: Partial<Record<string, string | null | undefined>>,
): Map<string, string[]> => {
  const ids = addressFieldIds(prefix);
  const marks = new Map<string, string[]>();
  for (const field of [...placeFields, 'idTipoVia'] as const) {
    const messages = marks.get(ids[field]) ?? [];
    if (errors[field]) messages.push(addressErrorId(prefix, field));
    marks.set(ids[field], messages);
  }
  return marks;
};

const defaultRequiredMark = <span aria-hidden="true"> *</span>;

export interface AddressFieldsProps<D extends AddressDraft> {
  /** Prefix of every element id (`cv-address` → `cv-address-country`, `cv-address-street`...). */
  idPrefix: string;
  value: D;
  onChange: (next: D) => void;
  /** The message of each refused field, in the user's words (other keys of a wider form are ignored). */
  errors: Partial<Record<string, string | null | undefined>>;
  /** The typed fields, in the order shown, with the form's own labels. */
  fields: readonly AddressTextSpec[];
  /** What follows a required field's label. */
  requiredMark?: ReactNode;
  /** The class of the list naming the refused place fields (a grid form makes it span its width). */
  placeErrorsClassName?: string;
  /** Draws a typed field itself (a react-hook-form form registers its own inputs). */
  renderText?: (spec: AddressTextSpec) => ReactNode;
}

/**
 * An address's fields, as every address form of the portal shows them (the student's home, the
 * company's address, a work centre's, a new agreement's): country, then province and town as lists
 * in Spain and text abroad (an island list for island provinces), the street type, and the typed
 * fields. Each refused field is marked invalid and described by its message in red under it; the
 * place fields' messages are listed under the place selects, each named by its field.
 */
export const AddressFields = <D extends AddressDraft>({
  idPrefix,
  value,
  onChange,
  errors,
  fields,
  requiredMark = defaultRequiredMark,
  placeErrorsClassName,
  renderText,
}: AddressFieldsProps<D>) => {
  const { t } = useTranslation('places');
  const ids = addressFieldIds(idPrefix);
  const errorId = (field: AddressField) => addressErrorId(idPrefix, field);

  // PlaceFields and StreetTypeSelect own their elements, which change as the cascade does (a list
  // or a text): after every render, mark them invalid and tie them to their messages.
  useEffect(() => {
    for (const [elementId, messageIds] of sharedElementMarks(idPrefix, errors)) {
      const element = document.getElementById(elementId);
      if (!element) continue;
      if (messageIds.length > 0) {
        element.setAttribute('aria-invalid', 'true');
        element.setAttribute('aria-describedby', messageIds.join(' '));
      } else {
        element.removeAttribute('aria-invalid');
        element.removeAttribute('aria-describedby');
      }
    }
  });

  const message = (field: AddressField) => <FieldError id={errorId(field)} message={errors[field]} />;

  const text = ({ field, label, required = false, maxLength, autoComplete }: AddressTextSpec) => (
    <div className="portal-field" key={field}>
      <label htmlFor={ids[field]}>
        {label}
        {required ? requiredMark : null}
      </label>
      <input
        id={ids[field]}
        type="text"
        value={value[field] ?? ''}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? errorId(field) : undefined}
        onChange={(event) => onChange({ ...value, [field]: event.target.value })}
      />
      {message(field)}
    </div>
  );

  const placeErrors = placeFields.filter((field) => errors[field]);
  return (
    <>
      <PlaceFields idPrefix={idPrefix} value={value.place} onChange={(place) => onChange({ ...value, place })} required />
      {placeErrors.length > 0 ? (
        <ul className={placeErrorsClassName}>
          {placeErrors.map((field) => (
            <li key={field} id={errorId(field)} className="portal-field__error">
              {`${t(placeLabels[field])}: ${errors[field]}`}
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <StreetTypeSelect
          id={ids.idTipoVia}
          value={value.idTipoVia}
          onChange={(idTipoVia) => onChange({ ...value, idTipoVia })}
          required
        />
        {message('idTipoVia')}
      </div>
      {fields.map((spec) => (renderText ? <Fragment key={spec.field}>{renderText(spec)}</Fragment> : text(spec)))}
    </>
  );
};
