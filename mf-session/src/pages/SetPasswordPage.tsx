import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status } from '@portal/contracts';
import { PageHeading, FormCard, emptyNewPassword, NewPasswordFields, newPasswordProblems, StatusNotice, allValid, useSubmission } from '@portal/ui';
import { accountApi } from '../api';
import '../i18n';

/** /establecer-login: a company user's first password, through the mailed one-time link (514; 42, 43). */
const SetPasswordPage = () => {
  const { t } = useTranslation('session');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [value, setValue] = useState(emptyNewPassword);
  const { tried, sending, failure, notice, submit } = useSubmission();
  const valid = allValid(newPasswordProblems(value));
  const loginLink = <Link to="/login/empresas">{t('goToLogin')}</Link>;
  let content;
  if (!token) {
    content = (
      <StatusNotice status={Status.linkExpired} serverMessage={t('missingLink')}>
        {loginLink}
      </StatusNotice>
    );
  } else if (notice !== null) {
    content = (
      <StatusNotice status={notice} tone="success">
        {loginLink}
      </StatusNotice>
    );
  } else {
    content = (
      <>
        <p>{t('setHelp')}</p>
        {failure ? <StatusNotice status={failure.status}>{failure.status === Status.passwordAlreadySet ? loginLink : null}</StatusNotice> : null}
        <FormCard
          onSubmit={() => void submit(valid, () => accountApi.setPassword({ token, password: value.password }))}
          invalid={tried && !valid}
          sending={sending}
          submitLabel={t('send')}
        >
          <NewPasswordFields value={value} onChange={setValue} showErrors={tried} />
        </FormCard>
      </>
    );
  }
  return (
    <section>
      <PageHeading>{t('setTitle')}</PageHeading>
      {content}
    </section>
  );
};

export default SetPasswordPage;
