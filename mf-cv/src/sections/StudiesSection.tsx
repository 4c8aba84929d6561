import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudyItem } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { useLanguage, useLoadedDomains } from '@portal/ui';
import { cvApi } from '../api';
import { RecordSection } from '../components/RecordSection';
import { RefusalNotice } from '../forms/FormFrame';
import { useCv } from '../hooks/use-cv';
import '../i18n';

const kinds = ['universidad', 'otros'] as const;

/**
 * Studies (spec 000 §5): the institution's own (deLaUniversidad) and others, grade 1 to 4 with a
 * comma or a point; validated ones are locked; the institution's can be marked as left.
 */
export const StudiesSection = () => {
  const { t } = useTranslation('cv');
  const { cv, refresh } = useCv();
  const domains = useLoadedDomains();
  const language = useLanguage();
  const [refused, setRefused] = useState<number | null>(null);
  const degrees = (domains?.lists?.titulaciones ?? []).map((degree) => ({ value: degree.id, label: degree.descripcion }));

  const withdraw = async (item: StudyItem) => {
    try {
      await cvApi.write('bajaEstudioUniversidad', { id: item.id }, language);
      setRefused(null);
      await refresh();
    } catch (error) {
      setRefused(isApiError(error) ? error.status : 500);
    }
  };

  return (
    <>
      {refused !== null ? <RefusalNotice status={refused} /> : null}
      <RecordSection
        anchor="estudios"
        title={t('studies')}
        addLabel={t('addStudy')}
        emptyText={t('noStudies')}
        items={cv.academicos}
        describe={(item) => ({
          title: item.titulacion,
          details: [
            t(`degreeLevels.${item.nivel}`),
            item.deLaUniversidad ? t('fromUniversity') : item.centro,
            [item.anioInicio, item.anioFin].filter(Boolean).join(' – '),
            item.finalizado ? t('finished') : t('inProgress'),
            item.nota !== null ? t('gradeN', { n: item.nota.toLocaleString(language) }) : null,
            item.deBaja ? t('withdrawn') : null,
            // A declared study: where the careers office's check stands (and why it was refused).
            item.verificacion === 'noRequerida' ? null : t(`study_${item.verificacion}`, { reason: item.motivoRechazo ?? '' }),
          ]
            .filter(Boolean)
            .join(' · '),
        })}
        isLocked={(item) => item.validadoDOIP}
        extraActions={(item) =>
          item.deLaUniversidad && !item.deBaja && !item.validadoDOIP ? (
            <button type="button" className="portal-button portal-button--secondary" onClick={() => void withdraw(item)}>
              {t('withdraw')}
            </button>
          ) : null
        }
        schemas={{ add: (parts) => parts.studyAddForm, edit: (parts) => parts.studyEditRequest }}
        defaults={(item) =>
          item
            ? {
                id: item.id,
                anioInicio: item.anioInicio,
                anioFin: item.anioFin,
                finalizado: item.finalizado,
                nota: item.nota === null ? '' : item.nota.toLocaleString(language),
                ...(item.deLaUniversidad ? {} : { titulacion: item.titulacion, nivel: item.nivel, centro: item.centro ?? '' }),
              }
            : { tipo: 'universidad', idTitulacion: null, titulacion: '', nivel: '', centro: '', anioInicio: null, anioFin: null, finalizado: false, nota: '' }
        }
        payloadOf={({ tipo: _tipo, ...values }) => values}
        calls={{
          add: (values) => (values.tipo === 'universidad' ? 'addEstudioUniversidad' : 'addEstudio'),
          edit: 'editEstudio',
          del: 'delEstudio',
        }}
        fields={(kit, form, item, { degreeLevels }) => {
          const levels = degreeLevels.map((level) => ({ value: level, label: t(`degreeLevels.${level}`) }));
          const kind = item ? (item.deLaUniversidad ? 'universidad' : 'otros') : (form.watch('tipo') as string);
          return (
            <>
              {item ? null : (
                <fieldset className="portal-fieldset">
                  <legend>{t('studyKind')}</legend>
                  {kinds.map((value) => (
                    <div key={value} className="cv-checkbox">
                      <input id={`estudios-kind-${value}`} type="radio" value={value} {...form.register('tipo')} />
                      <label htmlFor={`estudios-kind-${value}`}>{t(`studyKinds.${value}`)}</label>
                    </div>
                  ))}
                </fieldset>
              )}
              {kind === 'universidad' && !item ? kit.select('idTitulacion', t('degree'), degrees, { required: true }) : null}
              {kind === 'otros' ? (
                <>
                  {kit.text('titulacion', t('studyName'), { required: true })}
                  {kit.selectText('nivel', t('studyLevel'), levels, { required: true })}
                  {kit.text('centro', t('centre'))}
                </>
              ) : null}
              {kit.number('anioInicio', t('startYear'))}
              {kit.number('anioFin', t('endYear'))}
              {kit.checkbox('finalizado', t('finished'))}
              {kit.text('nota', t('grade'), { hint: t('gradeHint') })}
            </>
          );
        }}
      />
    </>
  );
};
