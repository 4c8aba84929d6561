import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status } from '@portal/contracts';
import {
  FormCard,
  NewPasswordFields,
  PageHeading,
  StatusNotice,
  allValid,
  emptyNewPassword,
  newPasswordProblems,
  useSubmission,
} from '@portal/ui';
import { officeApi } from '../api';
import { pathOf } from '../paths';
import '../i18n';

/** `?token=` from the mailed link: the staff member chooses a new password (establecePassword; 514; 42, 43). */
const StaffSetPasswordPage = () => {
  const { t } = useTranslation('office');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [value, setValue] = useState(emptyNewPassword);
  const { tried, sending, failure, notice, submit } = useSubmission();
  const valid = allValid(newPasswordProblems(value));
  const loginLink = <Link to={pathOf('officeLogin')}>{t('goToLogin')}</Link>;
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
        {failure ? <StatusNotice status={failure.status} serverMessage={failure.serverMessage} /> : null}
        <FormCard
          onSubmit={() =>
            void submit(valid, () => officeApi.setPassword({ token, password: value.password }))
          }
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

export default StaffSetPasswordPage;
