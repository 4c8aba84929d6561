import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { statusTextKey } from '@portal/i18n';
import { Loading, Notice, PageHeading, useLandOnHash, useLoadedDomains } from '@portal/ui';
import { AddressSection } from '../components/AddressSection';
import { ChoiceListSection } from '../components/ChoiceListSection';
import { HelpButton } from '../components/HelpButton';
import { CvContext, useCvLoader } from '../hooks/use-cv';
import { CertificatesSection } from '../sections/CertificatesSection';
import { DocumentsSection } from '../sections/DocumentsSection';
import { DownloadsSection } from '../sections/DownloadsSection';
import { EmailSection } from '../sections/EmailSection';
import { ExperienceSection } from '../sections/ExperienceSection';
import { ItKnowledgeSection } from '../sections/ItKnowledgeSection';
import { LanguagesSection } from '../sections/LanguagesSection';
import { PersonalSection } from '../sections/PersonalSection';
import { PhotoHeader } from '../sections/PhotoHeader';
import { PreferencesSection } from '../sections/PreferencesSection';
import { PresentationSection } from '../sections/PresentationSection';
import { ProfessionalProfileSection } from '../sections/ProfessionalProfileSection';
import { SocialSecuritySection } from '../sections/SocialSecuritySection';
import { StaysSection } from '../sections/StaysSection';
import { StudiesSection } from '../sections/StudiesSection';
import { TrainingSection } from '../sections/TrainingSection';
import '../i18n';
import '../cv.css';

/** The student's whole CV, each section shown and edited in place through its spec call. */
const CvPage = () => {
  const { t } = useTranslation('cv');
  const { cv, error, refresh, retry } = useCvLoader();
  const domains = useLoadedDomains();
  const context = useMemo(() => (cv ? { cv, refresh } : null), [cv, refresh]);
  useLandOnHash(cv !== undefined);

  if (error !== undefined) {
    const status = isApiError(error) ? error.status : 500;
    return (
      <section>
        <PageHeading>{t('title')}</PageHeading>
        <Notice
          tone="error"
          title={t(statusTextKey(status, 'titulo'))}
          action={
            <button type="button" className="portal-button" onClick={retry}>
              {t('common:retry')}
            </button>
          }
        >
          <p>{t(statusTextKey(status, 'cuerpo'))}</p>
        </Notice>
      </section>
    );
  }
  if (!context) {
    return (
      <section>
        <PageHeading>{t('title')}</PageHeading>
        <Loading />
      </section>
    );
  }
  const lists = domains?.lists;
  return (
    <CvContext.Provider value={context}>
      <section className="cv-page">
        <PageHeading>{t('title')}</PageHeading>
        <HelpButton />
        <div className="portal-list">
          <PhotoHeader />
          <PersonalSection />
          <EmailSection />
          <AddressSection saved={context.cv.domicilio} />
          <SocialSecuritySection />
          <StudiesSection />
          <LanguagesSection />
          <ExperienceSection />
          <ProfessionalProfileSection />
          <StaysSection />
          <TrainingSection />
          <CertificatesSection />
          <ChoiceListSection
            anchor="competencias"
            title={t('competences')}
            selected={context.cv.competencias}
            options={lists?.competencias}
            call="editCompetencias"
            field="competencias"
            schema={(parts) => parts.competencesRequest}
          />
          <ItKnowledgeSection />
          <ChoiceListSection
            anchor="intereses"
            title={t('interests')}
            selected={context.cv.interes.tags}
            options={lists?.tagsInteres}
            call="editInteres"
            field="tags"
            schema={(parts) => parts.interestsRequest}
          />
          <ChoiceListSection
            anchor="sectores"
            title={t('sectors')}
            selected={context.cv.sectoresInteres}
            options={domains?.domains.sectores}
            call="editSectoresInteres"
            field="sectores"
            schema={(parts) => parts.sectorsRequest}
          />
          <PresentationSection />
          <PreferencesSection />
          <DocumentsSection />
          <DownloadsSection />
        </div>
      </section>
    </CvContext.Provider>
  );
};

export default CvPage;
