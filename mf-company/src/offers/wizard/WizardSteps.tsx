import { useContext, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferType } from '@portal/contracts';
import { useLoadedDomains } from '@portal/ui';
import { useProvinceOptions } from '../../common/use-province-options';
import { FormField, commaList, type Option } from '../../common/FormField';
import { Configurable, TaughtLevels } from './OfferFieldUses';
import { OfferRequirementsList } from './OfferRequirementsList';

/** Empty inputs of optional numbers are null, as the schema expects; anything typed is left to it. */
const emptyToNull = { setValueAs: (value: unknown) => (value === '' ? null : value) };
/** A select of ids: the number, or nothing chosen. */
const idOrEmpty = (empty: null | undefined) => ({
  setValueAs: (value: unknown) =>
    value === '' || value === null || value === undefined ? empty : Number(value),
});
const commaText = { setValueAs: commaList };

const itemsOf = (items: { id: number; descripcion: string }[] | undefined): Option[] =>
  (items ?? []).map((item) => ({ value: item.id, label: item.descripcion }));

/** Step 1: what the offer is and where (offerStepGeneral). */
export const GeneralStep = () => {
  const { t } = useTranslation('companyWizard');
  const domains = useLoadedDomains();
  const province = useFormContext().watch('provincia') as string | undefined;
  const provinceOptions = useProvinceOptions();
  const chosen = provinceOptions.find((item) => item.value === province)?.idProvincia;
  const towns = useMemo(
    () =>
      Object.values(
        domains?.domains.provincias.find((item) => item.idProvincia === chosen)?.localidades ?? {},
      ),
    [domains, chosen],
  );
  const islands: Option[] = (domains?.domains.islas ?? []).map((item) => ({
    value: item.idIsla,
    label: item.descripcion,
  }));
  const sectors: Option[] = (domains?.domains.sectores ?? []).map((item) => ({
    value: item.descripcion,
    label: item.descripcion,
  }));
  return (
    <div className="company-form-grid">
      <FormField name="titulo" label={t('titulo')} required />
      <FormField name="puesto" label={t('puesto')} required />
      <FormField name="descripcion" label={t('descripcion')} kind="textarea" required />
      <FormField name="tareas" label={t('tareas')} kind="textarea" required />
      <FormField name="departamento" label={t('departamento')} required />
      <FormField name="plazas" label={t('plazas')} kind="number" required />
      <FormField name="provincia" label={t('provincia')} kind="select" options={provinceOptions} required />
      <FormField name="poblacion" label={t('poblacion')} list={towns} required />
      <FormField
        name="idIsla"
        label={t('idIsla')}
        kind="select"
        options={islands}
        registerOptions={idOrEmpty(null)}
      />
      <FormField name="sector" label={t('sector')} kind="select" options={sectors} />
      <FormField
        name="tipoModalidadAsistencia"
        label={t('tipoModalidadAsistencia')}
        kind="select"
        options={[1, 2, 3].map((value) => ({ value, label: t(`modality${value}`) }))}
        registerOptions={idOrEmpty(undefined)}
        required
      />
      <FormField
        name="tipoPublicacion"
        label={t('tipoPublicacion')}
        kind="select"
        options={[1, 2].map((value) => ({ value, label: t(`publication${value}`) }))}
        registerOptions={idOrEmpty(undefined)}
      />
      <FormField
        name="urlInscripcionExterna"
        label={t('urlInscripcionExterna')}
        kind="url"
        registerOptions={emptyToNull}
      />
      <FormField
        name="fechaCaducidad"
        label={t('fechaCaducidad')}
        kind="date"
        registerOptions={emptyToNull}
      />
      <FormField name="idPrograma" label={t('idPrograma')} kind="number" registerOptions={idOrEmpty(null)} />
      <Configurable field="nombreForo">
        {(required) => <FormField name="nombreForo" label={t('nombreForo')} required={required} />}
      </Configurable>
      <Configurable field="candidatoPreferente">
        {(required) => (
          <FormField name="candidatoPreferente" label={t('candidatoPreferente')} required={required} />
        )}
      </Configurable>
      <Configurable field="empresaDestino">
        {(required) => <FormField name="empresaDestino" label={t('empresaDestino')} required={required} />}
      </Configurable>
      <Configurable field="etiquetas">
        {(required) => (
          <FormField
            name="etiquetas"
            label={t('etiquetas')}
            hint={t('commaHint')}
            registerOptions={commaText}
            required={required}
          />
        )}
      </Configurable>
      <FormField name="estudiaYtrabaja" label={t('estudiaYtrabaja')} kind="checkbox" />
    </div>
  );
};

/** Step 2: conditions (offerStepConditions; an internship needs its dates). */
export const ConditionsStep = ({ type }: { type: OfferType }) => {
  const { t } = useTranslation('companyWizard');
  return (
    <div className="company-form-grid">
      <FormField name="horario" label={t('horario')} required />
      <FormField name="horasAldia" label={t('horasAldia')} kind="number" required />
      <FormField name="numeroDiasSemana" label={t('numeroDiasSemana')} kind="number" required />
      <FormField name="tiempoDedicacionJornada" label={t('tiempoDedicacionJornada')} kind="number" required />
      <FormField name="meses" label={t('meses')} kind="number" required />
      <FormField
        name="fechaInicio"
        label={t('fechaInicio')}
        kind="date"
        registerOptions={emptyToNull}
        required={type === 'practicas'}
      />
      <FormField
        name="fechaFin"
        label={t('fechaFin')}
        kind="date"
        registerOptions={emptyToNull}
        required={type === 'practicas'}
      />
      {type === 'practicas' ? (
        <FormField name="fueraPeriodoLectivo" label={t('fueraPeriodoLectivo')} kind="checkbox" hint={t('hoursRule')} />
      ) : null}
    </div>
  );
};

/** Step 3: who may apply (offerStepRequirements). */
export const RequirementsStep = () => {
  const { t } = useTranslation('companyWizard');
  const domains = useLoadedDomains();
  const { register } = useFormContext();
  const taughtLevels = useContext(TaughtLevels);
  const lists = domains?.lists;
  const degrees: Option[] = (domains?.lists?.titulaciones ?? []).map((degree) => ({
    value: degree.codigo,
    label: degree.descripcion,
  }));
  return (
    <div className="company-form-grid">
      <FormField
        name="titulaciones"
        label={t('titulaciones')}
        kind="multiselect"
        options={degrees}
        hint={t('titulacionesHint')}
        required
      />
      <fieldset className="portal-fieldset">
        <legend>{t('niveles')}</legend>
        {taughtLevels.map((level) => (
          <label key={level} className="company-inline-choice">
            <input type="checkbox" value={level} {...register('niveles')} /> {t(`level${level}`)}
          </label>
        ))}
      </fieldset>
      <FormField name="experienciaRequerida" label={t('experienciaRequerida')} kind="textarea" />
      <FormField name="experienciaDeseable" label={t('experienciaDeseable')} kind="textarea" />
      <FormField
        name="creditosMinimos"
        label={t('creditosMinimos')}
        kind="number"
        registerOptions={emptyToNull}
      />
      <FormField
        name="anioMaximoTitulacion"
        label={t('anioMaximoTitulacion')}
        kind="number"
        registerOptions={emptyToNull}
      />
      <FormField
        name="documentosRequeridos"
        label={t('documentosRequeridos')}
        hint={t('commaHint')}
        registerOptions={commaText}
      />
      {/* The spec's areasTitulaciones: the degree areas of the reference data, by name in the user's language. */}
      <FormField
        name="areasTitulaciones"
        label={t('areasTitulaciones')}
        kind="multiselect"
        options={(lists?.ambitosEstudio ?? []).map((scope) => ({ value: scope.idAmbito, label: scope.ambitoEstudio }))}
        hint={t('titulacionesHint')}
      />
      <FormField name="areas" label={t('areas')} hint={t('commaHint')} registerOptions={commaText} />
      <FormField
        name="tiposFormacion"
        label={t('tiposFormacion')}
        kind="multiselect"
        options={itemsOf(lists?.tiposFormacion)}
        hint={t('titulacionesHint')}
      />
      <Configurable field="motivosExclusion">
        {(required) => (
          <FormField
            name="motivosExclusion"
            label={t('motivosExclusion')}
            kind="textarea"
            required={required}
          />
        )}
      </Configurable>
      <OfferRequirementsList />
      <fieldset className="portal-fieldset company-form-grid">
        <legend>{t('requisitosAdicionales')}</legend>
        <FormField
          name="requisitosAdicionales.competencias"
          label={t('competencias')}
          kind="multiselect"
          options={itemsOf(lists?.competencias)}
        />
        <FormField
          name="requisitosAdicionales.programasInformaticos"
          label={t('programasInformaticos')}
          kind="multiselect"
          options={itemsOf(lists?.programasInformaticos)}
        />
        <FormField
          name="requisitosAdicionales.intereses"
          label={t('intereses')}
          kind="multiselect"
          options={itemsOf(lists?.tagsInteres)}
        />
        <FormField
          name="requisitosAdicionales.nacionalidades"
          label={t('nacionalidades')}
          kind="multiselect"
          options={itemsOf(domains?.domains.paises)}
        />
        <FormField
          name="requisitosAdicionales.paisesResidencia"
          label={t('paisesResidencia')}
          kind="multiselect"
          options={itemsOf(domains?.domains.paises)}
        />
        <FormField
          name="requisitosAdicionales.provinciasResidencia"
          label={t('provinciasResidencia')}
          kind="multiselect"
          options={(domains?.domains.provincias ?? []).map((item) => ({ value: item.idProvincia, label: item.nameProvincia }))}
        />
        <FormField
          name="requisitosAdicionales.trabajandoActualmente"
          label={t('trabajandoActualmente')}
          kind="select"
          options={[
            { value: 'true', label: t('working_yes') },
            { value: 'false', label: t('working_no') },
          ]}
          registerOptions={{
            setValueAs: (value: unknown) =>
              value === 'true' || value === true ? true : value === 'false' || value === false ? false : null,
          }}
        />
        <FormField
          name="requisitosAdicionales.salarioMaximo"
          label={t('salarioMaximo')}
          kind="number"
          registerOptions={emptyToNull}
        />
        <FormField
          name="requisitosAdicionales.idiomasConCertificacion"
          label={t('idiomasConCertificacion')}
          kind="checkbox"
        />
      </fieldset>
    </div>
  );
};

/** Step 4 of 4 of an internship (offerStepInternship): aid, course, tutors, accounting. */
export const InternshipStep = () => {
  const { t } = useTranslation('companyWizard');
  const domains = useLoadedDomains();
  const types: Option[] = (domains?.domains.tiposContratoPracticas ?? []).map((item) => ({
    value: item.id,
    label: item.descripcion,
  }));
  return (
    <div className="company-form-grid">
      <FormField name="ayudaEstudio" label={t('ayudaEstudio')} kind="number" required />
      <FormField name="curso" label={t('curso')} required />
      <FormField
        name="idTipoPracticas"
        label={t('idTipoPracticas')}
        kind="select"
        options={types}
        registerOptions={idOrEmpty(null)}
      />
      <fieldset className="portal-fieldset company-form-grid">
        <legend>{t('tutorEmpresa')}</legend>
        <FormField name="tutorEmpresa.nombre" label={t('tutorNombre')} required />
        <FormField name="tutorEmpresa.apellidos" label={t('tutorApellidos')} required />
        <FormField name="tutorEmpresa.email" label={t('tutorEmail')} kind="email" required />
        <FormField name="tutorEmpresa.titulacion" label={t('tutorTitulacion')} required />
        <FormField name="tutorEmpresa.telefono" label={t('tutorTelefono')} registerOptions={emptyToNull} />
        <FormField name="tutorEmpresa.puesto" label={t('tutorPuesto')} />
        <FormField name="tutorEmpresa.departamento" label={t('tutorDepartamento')} />
        <FormField name="tutorEmpresa.nif" label={t('tutorNif')} registerOptions={emptyToNull} />
      </fieldset>
      <FormField name="tutorUniversidad.nombre" label={t('tutorUniversidad')} required />
      <Configurable field="centroCoste">
        {(required) => (
          <FormField
            name="centroCoste"
            label={t('centroCoste')}
            registerOptions={emptyToNull}
            required={required}
          />
        )}
      </Configurable>
      <Configurable field="ordenInterna">
        {(required) => (
          <FormField
            name="ordenInterna"
            label={t('ordenInterna')}
            registerOptions={emptyToNull}
            required={required}
          />
        )}
      </Configurable>
      <Configurable field="nota">
        {(required) => (
          <FormField
            name="nota"
            label={t('nota')}
            kind="number"
            registerOptions={emptyToNull}
            required={required}
          />
        )}
      </Configurable>
      <Configurable field="tfg">
        {(required) => (
          <fieldset className="portal-fieldset company-form-grid">
            <legend>{t('tfg')}</legend>
            <FormField
              name="tfg.enlace"
              label={t('tfgEnlace')}
              kind="url"
              registerOptions={emptyToNull}
              required={required}
            />
            <FormField name="tfg.titulo" label={t('tfgTitulo')} required={required} />
            <FormField name="tfg.tutor" label={t('tfgTutor')} />
          </fieldset>
        )}
      </Configurable>
    </div>
  );
};

/** The employment data (offerStepEmployment): contract type and salary. */
export const EmploymentStep = () => {
  const { t } = useTranslation('companyWizard');
  const domains = useLoadedDomains();
  const types: Option[] = (domains?.domains.tiposContrato ?? []).map((item) => ({
    value: item.id,
    label: item.descripcion,
  }));
  return (
    <div className="company-form-grid">
      <FormField
        name="idTipoContrato"
        label={t('idTipoContrato')}
        kind="select"
        options={types}
        registerOptions={idOrEmpty(undefined)}
        required
      />
      <FormField name="salario" label={t('salario')} kind="number" required />
    </div>
  );
};
