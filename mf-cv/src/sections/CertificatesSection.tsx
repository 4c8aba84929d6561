import { useTranslation } from 'react-i18next';
import { formatDate } from '@portal/ui';
import { RecordSection } from '../components/RecordSection';
import { useCv } from '../hooks/use-cv';
import '../i18n';

/** Certificates (addCertificado, editCertificado, delCertificado). */
export const CertificatesSection = () => {
  const { t, i18n } = useTranslation('cv');
  const { cv } = useCv();
  return (
    <RecordSection
      anchor="certificados"
      title={t('certificates')}
      addLabel={t('addCertificate')}
      emptyText={t('noCertificates')}
      items={cv.certificados}
      describe={(item) => ({
        title: item.nombre,
        details: (
          <>
            {[item.entidad, item.fecha ? formatDate(item.fecha, i18n.language) : null].filter(Boolean).join(' · ')}
            {item.enlace ? (
              <>
                {' '}
                <a href={item.enlace} target="_blank" rel="noopener noreferrer">
                  {t('link')}
                </a>
              </>
            ) : null}
          </>
        ),
      })}
      schemas={{ add: (parts) => parts.certificateRequest, edit: (parts) => parts.certificateEditRequest }}
      defaults={(item) => ({
        ...(item ? { id: item.id } : {}),
        nombre: item?.nombre ?? '',
        entidad: item?.entidad ?? '',
        fecha: item?.fecha ?? '',
        enlace: item?.enlace ?? '',
      })}
      fields={(kit) => (
        <>
          {kit.text('nombre', t('certificateName'), { required: true })}
          {kit.text('entidad', t('issuer'))}
          {kit.date('fecha', t('date'))}
          {kit.text('enlace', t('link'), { type: 'url' })}
        </>
      )}
      calls={{ add: 'addCertificado', edit: 'editCertificado', del: 'delCertificado' }}
    />
  );
};
