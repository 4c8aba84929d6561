import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Field, FormCard, PageHeading, StatusNotice, emailProblem, useSubmission } from '@portal/ui';
import { officeApi } from '../api';
import { pathOf } from '../paths';
import '../i18n';

/**
 * A staff member asks for a link to choose a new password (recuperaPassword). The server answers
 * alike whether the e-mail has an account or not, so the page never tells.
 */
const StaffRecoveryPage = () => {
  const { t } = useTranslation(['office', 'forms']);
  const [email, setEmail] = useState('');
  const { tried, sending, failure, notice, submit } = useSubmission();
  const problem = emailProblem(email);
  return (
    <section>
      <PageHeading>{t('recoverTitle')}</PageHeading>
      {notice !== null ? (
        <StatusNotice status={notice} tone="success">
          <Link to={pathOf('officeLogin')}>{t('goToLogin')}</Link>
        </StatusNotice>
      ) : (
        <>
          <p>{t('recoverHelp')}</p>
          {failure ? <StatusNotice status={failure.status} serverMessage={failure.serverMessage} /> : null}
          <FormCard
            onSubmit={() =>
              void submit(problem === null, () => officeApi.requestRecovery({ email: email.trim() }))
            }
            invalid={tried && problem !== null}
            sending={sending}
            submitLabel={t('send')}
          >
            <Field
              label={t('email')}
              type="email"
              autoComplete="username"
              value={email}
              onValue={setEmail}
              error={tried && problem ? t(`forms:${problem}`) : null}
            />
          </FormCard>
          <p>
            <Link to={pathOf('officeLogin')}>{t('goToLogin')}</Link>
          </p>
        </>
      )}
    </section>
  );
};

export default StaffRecoveryPage;
