import { useTranslation } from 'react-i18next';
import type { CompanyAddress, CompanyAddressRequest, ProvinceId } from '@portal/contracts';
import { AddressFields, emptyPlace, type Place } from '@portal/ui';
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

/**
 * The company address's fields (spec 001 §2 "Address edit fields"): country; province and town as
 * lists in Spain, text elsewhere; street type, street, number, staircase, floor, door, postal code
 * and DPO. Each refused field shows its message under it.
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
  return (
    <div className="company-form-grid">
      <AddressFields
        idPrefix={prefix}
        value={draft}
        onChange={onChange}
        errors={errors}
        requiredMark={<span className="company-required"> *</span>}
        placeErrorsClassName="portal-field--wide"
        fields={[
          { field: 'direccion', label: t('direccion'), required: true },
          { field: 'direccionNumero', label: t('streetNumber'), required: true },
          { field: 'direccionEscalera', label: t('staircase') },
          { field: 'direccionPiso', label: t('floor') },
          { field: 'direccionPuerta', label: t('door') },
          { field: 'cp', label: t('cp'), required: true },
          { field: 'DPO', label: t('dpo') },
        ]}
      />
    </div>
  );
};
