import { useTranslation } from 'react-i18next';
import {
  cvDocumentExtensions,
  cvRuleTexts,
  spainCountryId,
  type ExperienceConfigurableField,
  type ExperienceItem,
} from '@portal/contracts';
import { formatDate, useLanguage, useLoadedDomains } from '@portal/ui';
import { cvApi } from '../api';
import { RecordSection } from '../components/RecordSection';
import { optionsOf } from '../forms/options';
import { fieldRefusal } from '../forms/refuse-field';
import { useCv } from '../hooks/use-cv';
import { fileRuleFailure, offerBlob, readFile } from '../files';
import '../i18n';

/** Professional experience (addExperiencia, editExperiencia, delExperiencia) with an attachment. */
export const ExperienceSection = () => {
  const { t, i18n } = useTranslation('cv');
  const { cv } = useCv();
  const domains = useLoadedDomains();
  const language = useLanguage();
  const required = cv.configuracion.camposExperienciaObligatorios;
  const isRequired = (field: ExperienceConfigurableField) => required.includes(field);
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : t('now'));

  const payloadOf = async (values: Record<string, unknown>, item: ExperienceItem | null) => {
    const { archivo, ...rest } = values;
    const file = archivo instanceof FileList ? archivo[0] : undefined;
    if (!file) return item ? rest : { ...rest, adjunto: null };
    const broken = fileRuleFailure(file, cvDocumentExtensions);
    if (broken) throw fieldRefusal('archivo', cvRuleTexts[language][broken]);
    const read = await readFile(file);
    return { ...rest, adjunto: { nombre: read.nombre, extension_adjunto: read.extension, ficheroB64ParaAltas: read.base64 } };
  };

  return (
    <RecordSection
      anchor="experiencia"
      title={t('experience')}
      addLabel={t('addExperience')}
      emptyText={t('noExperience')}
      items={cv.profesional.experiencia}
      describe={(item) => ({
        title: [item.puesto, item.empresa].filter(Boolean).join(' · '),
        details: (
          <>
            <span>{`${date(item.fechaInicio)} – ${date(item.fechaFin)}`}</span>
            {item.descripcion ? <span className="cv-text">{` · ${item.descripcion}`}</span> : null}
            {item.adjunto ? (
              <>
                {' · '}
                <button
                  type="button"
                  className="cv-link-button"
                  onClick={() => void cvApi.file(item.adjunto!.enlace).then((blob) => offerBlob(blob, item.adjunto!.nombre))}
                >
                  {t('downloadNamed', { name: item.adjunto.nombre })}
                </button>
              </>
            ) : null}
          </>
        ),
      })}
      schemas={{
        add: (parts) => parts.experienceForm(parts.experienceRequest, required),
        edit: (parts) => parts.experienceForm(parts.experienceEditRequest, required),
      }}
      defaults={(item) => ({
        ...(item ? { id: item.id } : {}),
        puesto: item?.puesto ?? '',
        empresa: item?.empresa ?? '',
        descripcion: item?.descripcion ?? '',
        idSector: item?.idSector ?? null,
        idPais: item?.idPais ?? null,
        idProvincia: item?.idProvincia ?? '',
        fechaInicio: item?.fechaInicio ?? '',
        fechaFin: item?.fechaFin ?? '',
        duracionMeses: item?.duracionMeses ?? null,
        idTipoContrato: item?.idTipoContrato ?? null,
        idSubtipoContrato: item?.idSubtipoContrato ?? null,
      })}
      payloadOf={payloadOf}
      fields={(kit, form) => {
        const country = form.watch('idPais') as number | null;
        const type = form.watch('idTipoContrato') as number | null;
        const subtypes = (domains?.lists?.subtiposContratoExperiencia ?? []).filter((subtype) => subtype.idTipo === type);
        return (
          <>
            {kit.text('puesto', t('position'), { required: true })}
            {kit.text('empresa', t('company'), { required: isRequired('empresa') })}
            {kit.select('idSector', t('sector'), optionsOf(domains?.domains.sectores), { required: isRequired('idSector') })}
            {kit.select('idPais', t('country'), optionsOf(domains?.domains.paises))}
            {country === spainCountryId
              ? kit.selectText(
                  'idProvincia',
                  t('province'),
                  (domains?.domains.provincias ?? []).map((p) => ({ value: p.idProvincia, label: p.nameProvincia })),
                  { required: isRequired('idProvincia') },
                )
              : null}
            {kit.date('fechaInicio', t('startDate'), { required: true })}
            {kit.date('fechaFin', t('endDate'), { hint: t('endDateHint') })}
            {kit.number('duracionMeses', t('durationMonths'), { required: isRequired('duracionMeses') })}
            {kit.select('idTipoContrato', t('contractType'), optionsOf(domains?.lists?.tiposContratoExperiencia))}
            {subtypes.length > 0 ? kit.select('idSubtipoContrato', t('contractSubtype'), optionsOf(subtypes)) : null}
            {kit.textarea('descripcion', t('description'), { required: isRequired('descripcion') })}
            {kit.file('archivo', t('attachment'), cvDocumentExtensions, {
              hint: t('fileHint', { types: cvDocumentExtensions.join(', ') }),
            })}
          </>
        );
      }}
      calls={{ add: 'addExperiencia', edit: 'editExperiencia', del: 'delExperiencia' }}
    />
  );
};
