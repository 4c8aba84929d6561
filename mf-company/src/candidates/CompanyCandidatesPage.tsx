import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@portal/ui';
import { CandidatesPanel } from './CandidatesPanel';
import '../offers/i18n';
import './i18n';
import '../company.css';

/** The candidates of all the company's offers (spec 001 §3 "Candidaturas view": estado, text, type). */
const CompanyCandidatesPage = () => {
  const { t } = useTranslation('companyCandidates');
  const { t: offers } = useTranslation('companyOffers');
  return (
    <section>
      <PageHeading>{t('allCandidates')}</PageHeading>
      <p>{t('allCandidatesIntro')}</p>
      <p>
        <Link to="/mis-ofertas">{offers('back')}</Link>
      </p>
      <CandidatesPanel />
    </section>
  );
};

export default CompanyCandidatesPage;
