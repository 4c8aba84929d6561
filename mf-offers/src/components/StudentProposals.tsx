import { useTranslation } from 'react-i18next';
import { formatDate, LoadState, useApiData } from '@portal/ui';
import { offersApi } from '../api';

/**
 * The student's internship proposals and what the careers office answered (spec 000 §4: the data
 * loaded after login includes the internships in validation): a proposal waiting is said to be with
 * the office, a rejected one gives the office's reason. Nothing shows for a student who never proposed.
 */
export const StudentProposals = () => {
  const { t, i18n } = useTranslation('offers');
  const proposals = useApiData(() => offersApi.proposals(), []);
  if (!proposals.loading && proposals.data?.length === 0) return null;
  return (
    <section aria-labelledby="student-proposals-title">
      <h2 id="student-proposals-title">{t('proposalsTitle')}</h2>
      <LoadState state={proposals}>
        {(list) => (
          <ul className="portal-list">
            {list.map((proposal) => (
              <li key={proposal.idSolicitud} className="portal-card">
                <h3>{proposal.empresa}</h3>
                <p>
                  {t(proposal.propuestaPor === 'empresa' ? 'proposalByCompany' : 'proposalSent', {
                    date: formatDate(proposal.fecha, i18n.language),
                  })}
                </p>
                <p>
                  <strong>{t(`proposalState_${proposal.estado}`)}</strong>
                  {proposal.motivo ? ` · ${t('proposalReason', { reason: proposal.motivo })}` : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
};
