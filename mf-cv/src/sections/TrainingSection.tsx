import { useTranslation } from 'react-i18next';
import { formatDate, useLoadedDomains } from '@portal/ui';
import { RecordSection } from '../components/RecordSection';
import { optionsOf } from '../forms/options';
import { useCv } from '../hooks/use-cv';
import { labelOf } from '../hooks/label-of';
import '../i18n';

/** Complementary training (addFormacion, editFormacion, delFormacion). */
export const TrainingSection = () => {
  const { t, i18n } = useTranslation('cv');
  const { cv } = useCv();
  const domains = useLoadedDomains();
  return (
    <RecordSection
      anchor="formacion"
      title={t('training')}
      addLabel={t('addTraining')}
      emptyText={t('noTraining')}
      items={cv.formacionComplementaria}
      describe={(item) => ({
        title: item.titulo,
        details: [
          labelOf(domains?.lists?.tiposFormacion, item.idTipoFormacion),
          item.centro,
          item.horas ? t('hoursN', { n: item.horas }) : null,
          item.fechaFin ? formatDate(item.fechaFin, i18n.language) : null,
        ]
          .filter(Boolean)
          .join(' · '),
      })}
      schemas={{ add: (parts) => parts.trainingRequest, edit: (parts) => parts.trainingEditRequest }}
      defaults={(item) => ({
        ...(item ? { id: item.id } : {}),
        idTipoFormacion: item?.idTipoFormacion ?? null,
        titulo: item?.titulo ?? '',
        centro: item?.centro ?? '',
        horas: item?.horas ?? null,
        fechaFin: item?.fechaFin ?? '',
      })}
      fields={(kit) => (
        <>
          {kit.select('idTipoFormacion', t('trainingType'), optionsOf(domains?.lists?.tiposFormacion), { required: true })}
          {kit.text('titulo', t('trainingTitle'), { required: true })}
          {kit.text('centro', t('centre'))}
          {kit.number('horas', t('hours'))}
          {kit.date('fechaFin', t('endDate'))}
        </>
      )}
      calls={{ add: 'addFormacion', edit: 'editFormacion', del: 'delFormacion' }}
    />
  );
};
