import { useTranslation } from 'react-i18next';
import { useLoadedDomains } from '@portal/ui';
import { RecordSection } from '../components/RecordSection';
import { optionsOf } from '../forms/options';
import { useCv } from '../hooks/use-cv';
import { labelOf } from '../hooks/label-of';
import '../i18n';

/** Languages with level and certification (addIdioma, editIdioma, delIdioma). */
export const LanguagesSection = () => {
  const { t } = useTranslation('cv');
  const { cv } = useCv();
  const domains = useLoadedDomains();
  const lists = domains?.lists;
  return (
    <RecordSection
      anchor="idiomas"
      title={t('languages')}
      addLabel={t('addLanguage')}
      emptyText={t('noLanguages')}
      items={cv.idiomas}
      describe={(item) => ({
        title: labelOf(lists?.idiomas, item.idIdioma),
        details: [labelOf(lists?.nivelesIdioma, item.idNivel), item.certificacion].filter(Boolean).join(' · '),
      })}
      schemas={{ add: (parts) => parts.languageRequest, edit: (parts) => parts.languageEditRequest }}
      defaults={(item) => ({
        ...(item ? { id: item.id } : {}),
        idIdioma: item?.idIdioma ?? null,
        idNivel: item?.idNivel ?? null,
        certificacion: item?.certificacion ?? '',
      })}
      fields={(kit) => (
        <>
          {kit.select('idIdioma', t('language'), optionsOf(lists?.idiomas), { required: true })}
          {kit.select('idNivel', t('level'), optionsOf(lists?.nivelesIdioma), { required: true })}
          {kit.text('certificacion', t('certification'))}
        </>
      )}
      calls={{ add: 'addIdioma', edit: 'editIdioma', del: 'delIdioma' }}
    />
  );
};
