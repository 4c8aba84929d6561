import { useTranslation } from 'react-i18next';
import {
  genders,
  personalFields,
  spainCountryId,
  type PersonalField,
  type StudentCv,
} from '@portal/contracts';
import { formatDate, useLoadedDomains } from '@portal/ui';
import { cvApi } from '../api';
import { EditableSection } from '../components/EditableSection';
import type { AnyForm, fieldKit } from '../forms/field-kit';
import { optionsOf } from '../forms/options';
import { useCv } from '../hooks/use-cv';
import { labelOf } from '../hooks/label-of';
import { personalAccess } from '../personal-access';
import '../i18n';

/** Fields with a section of their own: the address and the e-mails (editDomicilio, editDatosEmail). */
const elsewhere = ['domicilio', 'emailPersonal', 'emailEstudiante'] as const;
type FormField = Exclude<PersonalField, (typeof elsewhere)[number]>;
/** The form's fields of editDatosPersonales, in the contract's order. */
const formFields = personalFields.filter(
  (field): field is FormField => !(elsewhere as readonly string[]).includes(field),
);


const defaultsOf = (cv: StudentCv, fields: readonly FormField[]) => {
  const p = cv.personales;
  const all: Record<FormField, unknown> = {
    nombre: p.nombre,
    apellidos: p.apellidos,
    idTipoDocumento: p.idTipoDocumento,
    dni: p.dni ?? '',
    fechaNacimiento: p.fechaNacimiento ?? '',
    genero: p.genero ?? '',
    telefono: p.telefono ?? '',
    telefono2: p.telefono2 ?? '',
    iban: p.iban ?? '',
    numSeguridadSocial: p.numSeguridadSocial ?? '',
    nacionalidades: [0, 1, 2].map((index) => p.nacionalidades[index] ?? null),
    lugarNacimiento: {
      idPais: p.lugarNacimiento?.idPais ?? null,
      idProvincia: p.lugarNacimiento?.idProvincia ?? '',
      idLocalidad: p.lugarNacimiento?.idLocalidad ?? null,
      localidadOtros: p.lugarNacimiento?.localidadOtros ?? '',
    },
    discapacidad: p.discapacidad,
  };
  return Object.fromEntries(fields.map((field) => [field, all[field]]));
};

/** The student's personal data (editDatosPersonales): shown, and edited in place where allowed. */
export const PersonalSection = () => {
  const { t, i18n } = useTranslation('cv');
  const { cv } = useCv();
  const domains = useLoadedDomains();
  const access = personalAccess(cv);
  const p = cv.personales;

  const shown = (field: FormField): string => {
    switch (field) {
      case 'idTipoDocumento':
        return labelOf(domains?.lists?.tiposDocumentoIdentidad, p.idTipoDocumento);
      case 'fechaNacimiento':
        return p.fechaNacimiento ? formatDate(p.fechaNacimiento, i18n.language) : '';
      case 'genero':
        return p.genero ? t(`genders.${p.genero}`) : '';
      case 'nacionalidades':
        return p.nacionalidades.map((id) => labelOf(domains?.domains.paises, id)).join(', ');
      case 'lugarNacimiento': {
        const place = p.lugarNacimiento;
        if (!place) return '';
        const province = domains?.domains.provincias.find((item) => item.idProvincia === place.idProvincia);
        const town = place.idLocalidad ? province?.localidades[String(place.idLocalidad)] : place.localidadOtros;
        return [town, province?.nameProvincia, labelOf(domains?.domains.paises, place.idPais)].filter(Boolean).join(', ');
      }
      case 'discapacidad':
        return t(p.discapacidad ? 'yes' : 'no');
      default:
        return p[field] ?? '';
    }
  };

  const editable = formFields.filter((field) => access.editable(field));
  const readOnly = formFields.filter((field) => access.visible(field) && !access.editable(field));
  const view = (
    <dl className="cv-facts">
      {formFields
        .filter((field) => access.visible(field))
        .map((field) => (
          <div key={field}>
            <dt>{t(`fields.${field}`)}</dt>
            <dd data-testid={`cv-${field}`}>
              {shown(field) || t('empty')}
              {access.locked(field) ? <span className="cv-lock"> ({t('validated')})</span> : null}
            </dd>
          </div>
        ))}
    </dl>
  );
  return (
    <EditableSection
      anchor="datos-personales"
      title={t('personal')}
      view={view}
      form={{
        schema: (parts) => parts.personalForm,
        defaults: () => defaultsOf(cv, editable),
        save: async (values, language) => (await cvApi.write('editDatosPersonales', values, language)).aviso,
        fields: (kit, form) => (
          <>
            {readOnly.length > 0 ? (
              <dl className="cv-facts">
                {readOnly.map((field) => (
                  <div key={field}>
                    <dt>{t(`fields.${field}`)}</dt>
                    <dd>
                      {shown(field) || t('empty')}
                      <span className="cv-lock"> ({access.locked(field) ? t('lockedField') : t('notEditableField')})</span>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <PersonalFields kit={kit} form={form} editable={editable} />
          </>
        ),
      }}
    />
  );
};

const PersonalFields = ({
  kit,
  form,
  editable,
}: {
  kit: ReturnType<typeof fieldKit>;
  form: AnyForm;
  editable: readonly FormField[];
}) => {
  const { t } = useTranslation('cv');
  const domains = useLoadedDomains();
  const countries = optionsOf(domains?.domains.paises);
  const birthCountry = form.watch('lugarNacimiento.idPais') as number | null | undefined;
  const birthProvince = form.watch('lugarNacimiento.idProvincia') as string | undefined;
  const provinces = (domains?.domains.provincias ?? []).map((item) => ({ value: item.idProvincia, label: item.nameProvincia }));
  const towns = Object.entries(
    domains?.domains.provincias.find((item) => item.idProvincia === birthProvince)?.localidades ?? {},
  ).map(([id, name]) => ({ value: Number(id), label: name }));
  const has = (field: FormField) => editable.includes(field);

  return (
    <>
      {has('nombre') ? kit.text('nombre', t('fields.nombre'), { required: true, autoComplete: 'given-name' }) : null}
      {has('apellidos') ? kit.text('apellidos', t('fields.apellidos'), { required: true, autoComplete: 'family-name' }) : null}
      {has('idTipoDocumento')
        ? kit.select('idTipoDocumento', t('fields.idTipoDocumento'), optionsOf(domains?.lists?.tiposDocumentoIdentidad))
        : null}
      {has('dni') ? kit.text('dni', t('fields.dni'), { hint: t('dniHint') }) : null}
      {has('fechaNacimiento') ? kit.date('fechaNacimiento', t('fields.fechaNacimiento')) : null}
      {has('genero')
        ? kit.selectText(
            'genero',
            t('fields.genero'),
            genders.map((gender) => ({ value: gender, label: t(`genders.${gender}`) })),
          )
        : null}
      {has('telefono') ? kit.text('telefono', t('fields.telefono'), { type: 'tel', autoComplete: 'tel', hint: t('phoneHint') }) : null}
      {has('telefono2') ? kit.text('telefono2', t('fields.telefono2'), { type: 'tel' }) : null}
      {has('iban') ? kit.text('iban', t('fields.iban'), { hint: t('ibanHint') }) : null}
      {has('numSeguridadSocial') ? kit.text('numSeguridadSocial', t('fields.numSeguridadSocial'), { hint: t('ssnHint') }) : null}
      {has('nacionalidades') ? (
        <fieldset className="portal-fieldset">
          <legend>{t('fields.nacionalidades')}</legend>
          {[0, 1, 2].map((index) => (
            <div key={index}>{kit.select(`nacionalidades.${index}`, t('nationalityN', { n: index + 1 }), countries)}</div>
          ))}
        </fieldset>
      ) : null}
      {has('lugarNacimiento') ? (
        <fieldset className="portal-fieldset">
          <legend>{t('fields.lugarNacimiento')}</legend>
          {kit.select('lugarNacimiento.idPais', t('birthCountry'), countries)}
          {birthCountry === spainCountryId ? (
            <>
              {kit.selectText('lugarNacimiento.idProvincia', t('birthProvince'), provinces, { required: true })}
              {towns.length > 0 ? kit.select('lugarNacimiento.idLocalidad', t('birthTown'), towns, { required: true }) : null}
            </>
          ) : birthCountry ? (
            kit.text('lugarNacimiento.localidadOtros', t('birthTown'))
          ) : null}
        </fieldset>
      ) : null}
      {has('discapacidad') ? kit.checkbox('discapacidad', t('fields.discapacidad')) : null}
    </>
  );
};
