import { useTranslation } from 'react-i18next';
import type { CompanyAddress, CompanyAddressRequest, ProvinceId } from '@portal/contracts';
import { PlaceFields, StreetTypeSelect, emptyPlace, type Place } from '@portal/ui';
import '../agreements/i18n';

/** The company's address as the form edits it (texts as typed; the place as PlaceFields keeps it). */
export interface AddressDraft {
  place: Place;
  idTipoVia: number | null;
  direccion: string;
  direccionNumero: string;
  direccionEscalera: string;
  direccionPiso: string;
  direccionPuerta: string;
  cp: string;
  DPO: string;
}

export const addressDraftOf = (saved: CompanyAddress | null): AddressDraft => ({
  place: saved
    ? {
        idPais: saved.idPais,
        idProvincia: saved.idProvincia as ProvinceId | null,
        provinciaOtros: saved.provinciaOtros ?? '',
        idLocalidad: saved.idLocalidad,
        localidadOtros: saved.localidadOtros ?? '',
        idIsla: saved.idIsla,
      }
    : emptyPlace,
  idTipoVia: saved?.idTipoVia ?? null,
  direccion: saved?.direccion ?? '',
  direccionNumero: saved?.direccionNumero ?? '',
  direccionEscalera: saved?.direccionEscalera ?? '',
  direccionPiso: saved?.direccionPiso ?? '',
  direccionPuerta: saved?.direccionPuerta ?? '',
  cp: saved?.cp ?? '',
  DPO: saved?.DPO ?? '',
});

/** The request's address fields (spec 001 §3 "New-agreement request"). */
export const addressRequestOf = (draft: AddressDraft): CompanyAddressRequest => ({
  ...draft.place,
  provinciaOtros: draft.place.provinciaOtros || null,
  localidadOtros: draft.place.localidadOtros || null,
  idTipoVia: draft.idTipoVia,
  direccion: draft.direccion,
  direccionNumero: draft.direccionNumero,
  direccionEscalera: draft.direccionEscalera || null,
  direccionPiso: draft.direccionPiso || null,
  direccionPuerta: draft.direccionPuerta || null,
  cp: draft.cp,
  DPO: draft.DPO || null,
});

/** The shared selects' labels, to name a refused one in the list under them. */
const placeLabels: Record<string, string> = {
  idPais: 'places:country',
  idProvincia: 'places:province',
  provinciaOtros: 'places:province',
  idLocalidad: 'places:municipality',
  localidadOtros: 'places:municipality',
  idIsla: 'places:island',
  idTipoVia: 'places:streetType',
};

/** Ids of the fields' elements, so a refused field can be marked and focused. */
export const addressFieldIds = (prefix: string): Record<string, string> => ({
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

/**
 * The company address's fields (spec 001 §2 "Address edit fields"): country; province and town as
 * lists in Spain, text elsewhere; street type, street, number, staircase, floor, door, postal code
 * and DPO. Each refused field shows its message under the fields.
 */
export const CompanyAddressFields = ({
  prefix,
  draft,
  errors,
  onChange,
}: {
  prefix: string;
  draft: AddressDraft;
  errors: Record<string, string>;
  onChange: (draft: AddressDraft) => void;
}) => {
  const { t } = useTranslation('companyAgreements');
  const ids = addressFieldIds(prefix);
  const placeErrors = ['idPais', 'idProvincia', 'provinciaOtros', 'idLocalidad', 'localidadOtros', 'idIsla', 'idTipoVia'].filter(
    (field) => errors[field],
  );
  const text = (field: 'direccion' | 'direccionNumero' | 'direccionEscalera' | 'direccionPiso' | 'direccionPuerta' | 'cp' | 'DPO', label: string, required = false) => (
    <div className="portal-field">
      <label htmlFor={ids[field]}>
        {label}
        {required ? <span className="company-required"> *</span> : null}
      </label>
      <input
        id={ids[field]}
        type="text"
        value={draft[field]}
        aria-required={required || undefined}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${ids[field]}-error` : undefined}
        onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
      />
      {errors[field] ? (
        <span id={`${ids[field]}-error`} className="portal-field__error">
          {errors[field]}
        </span>
      ) : null}
    </div>
  );
  return (
    <div className="company-form-grid">
      <PlaceFields idPrefix={prefix} value={draft.place} onChange={(place) => onChange({ ...draft, place })} required />
      <StreetTypeSelect id={ids.idTipoVia!} value={draft.idTipoVia} onChange={(idTipoVia) => onChange({ ...draft, idTipoVia })} required />
      {placeErrors.length ? (
        <ul className="portal-field--wide">
          {placeErrors.map((field) => (
            <li key={field} className="portal-field__error">
              {t(placeLabels[field]!)}: {errors[field]}
            </li>
          ))}
        </ul>
      ) : null}
      {text('direccion', t('direccion'), true)}
      {text('direccionNumero', t('streetNumber'), true)}
      {text('direccionEscalera', t('staircase'))}
      {text('direccionPiso', t('floor'))}
      {text('direccionPuerta', t('door'))}
      {text('cp', t('cp'), true)}
      {text('DPO', t('dpo'))}
    </div>
  );
};
