import { useTranslation } from 'react-i18next';
import { studentApi } from '@portal/api-client';
import { formatDate, LoadState, PageHeading, useApiData } from '@portal/ui';
import { AddressSection } from '../components/AddressSection';
import '../i18n';

/** The student's CV, first screen: personal details, home address and search preferences. */
const CvPage = () => {
  const { t, i18n } = useTranslation('cv');
  const cv = useApiData(() => studentApi.cv(), []);
  const or = (value: string | null) => value ?? t('empty');
  return (
    <section>
      <PageHeading>{t('title')}</PageHeading>
      <LoadState state={cv}>
        {({
          personales,
          presentacion,
          enlacePortfolio,
          busquedaPracticasActiva,
          busquedaTrabajoActiva,
          tienePermisoTrabajo,
          domicilio,
        }) => (
          <div className="portal-list">
            <section className="portal-card" aria-labelledby="cv-personal">
              <h2 id="cv-personal">{t('personal')}</h2>
              <dl>
                <dt>{t('name')}</dt>
                <dd data-testid="cv-name">{`${personales.nombre} ${personales.apellidos}`}</dd>
                <dt>{t('dni')}</dt>
                <dd>{or(personales.dni)}</dd>
                <dt>{t('email')}</dt>
                <dd>{personales.email}</dd>
                <dt>{t('phone')}</dt>
                <dd>{or(personales.telefono)}</dd>
                <dt>{t('birthDate')}</dt>
                <dd>
                  {personales.fechaNacimiento
                    ? formatDate(personales.fechaNacimiento, i18n.language)
                    : t('empty')}
                </dd>
              </dl>
            </section>
            <section className="portal-card" aria-labelledby="cv-presentation">
              <h2 id="cv-presentation">{t('presentation')}</h2>
              <p>{or(presentacion)}</p>
              {enlacePortfolio ? (
                <p>
                  {t('portfolio')}: <a href={enlacePortfolio}>{enlacePortfolio}</a>
                </p>
              ) : null}
            </section>
            <AddressSection saved={domicilio} />
            <section className="portal-card" aria-labelledby="cv-search">
              <h2 id="cv-search">{t('search')}</h2>
              <dl>
                <dt>{t('searchInternships')}</dt>
                <dd>{t(busquedaPracticasActiva ? 'yes' : 'no')}</dd>
                <dt>{t('searchJobs')}</dt>
                <dd>{t(busquedaTrabajoActiva ? 'yes' : 'no')}</dd>
                <dt>{t('workPermit')}</dt>
                <dd>{t(tienePermisoTrabajo ? 'yes' : 'no')}</dd>
              </dl>
            </section>
          </div>
        )}
      </LoadState>
    </section>
  );
};

export default CvPage;
