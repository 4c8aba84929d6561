import { useTranslation } from 'react-i18next';
import { formatDate, useLoadedDomains } from '@portal/ui';
import { RecordSection } from '../components/RecordSection';
import { optionsOf } from '../forms/options';
import { useCv } from '../hooks/use-cv';
import { labelOf } from '../hooks/label-of';
import '../i18n';

/** Stays abroad (addEstancia, editEstancia, delEstancia). */
export const StaysSection = () => {
  const { t, i18n } = useTranslation('cv');
  const { cv } = useCv();
  const domains = useLoadedDomains();
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : t('now'));
  return (
    <RecordSection
      anchor="estancias"
      title={t('stays')}
      addLabel={t('addStay')}
      emptyText={t('noStays')}
      items={cv.estanciasExtranjero}
      describe={(item) => ({
        title: `${item.institucion} (${labelOf(domains?.domains.paises, item.idPais)})`,
        details: `${labelOf(domains?.lists?.tiposEstancia, item.idTipoEstancia)} · ${date(item.fechaInicio)} – ${date(item.fechaFin)}`,
      })}
      schemas={{ add: (parts) => parts.stayAbroadRequest, edit: (parts) => parts.stayAbroadEditRequest }}
      defaults={(item) => ({
        ...(item ? { id: item.id } : {}),
        idTipoEstancia: item?.idTipoEstancia ?? null,
        idPais: item?.idPais ?? null,
        institucion: item?.institucion ?? '',
        ciudad: item?.ciudad ?? '',
        fechaInicio: item?.fechaInicio ?? '',
        fechaFin: item?.fechaFin ?? '',
        descripcion: item?.descripcion ?? '',
      })}
      fields={(kit) => (
        <>
          {kit.select('idTipoEstancia', t('stayType'), optionsOf(domains?.lists?.tiposEstancia), { required: true })}
          {kit.select('idPais', t('country'), optionsOf(domains?.domains.paises), { required: true })}
          {kit.text('institucion', t('institution'), { required: true })}
          {kit.text('ciudad', t('city'))}
          {kit.date('fechaInicio', t('startDate'), { required: true })}
          {kit.date('fechaFin', t('endDate'))}
          {kit.textarea('descripcion', t('description'))}
        </>
      )}
      calls={{ add: 'addEstancia', edit: 'editEstancia', del: 'delEstancia' }}
    />
  );
};
