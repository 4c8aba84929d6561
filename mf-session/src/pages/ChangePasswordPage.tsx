import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { PageHeading, Field, FormCard, emptyNewPassword, NewPasswordFields, newPasswordProblems, StatusNotice, allValid, requiredProblem, useSubmission } from '@portal/ui';
import { accountApi } from '../api';
import '../i18n';

/** The logged user changes their password (editaUsuario): 521; 3 wrong current password; 28 weak. */
const ChangePasswordPage = () => {
  const { t } = useTranslation('session');
  const userType = useSession((state) => state.userType);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState(emptyNewPassword);
  const { tried, sending, failure, notice, submit } = useSubmission();
  const problems = { current: requiredProblem(current), ...newPasswordProblems(next) };
  const valid = allValid(problems);
  const send = () => {
    if (!userType) return;
    void submit(valid, () => accountApi.changePassword(userType, { passwordActual: current, passwordNueva: next.password }));
  };
  return (
    <section>
      <PageHeading>{t('changeTitle')}</PageHeading>
      {notice !== null ? <StatusNotice status={notice} tone="success" /> : null}
      {failure ? <StatusNotice status={failure.status} serverMessage={failure.serverMessage} /> : null}
      {notice === null ? (
        <FormCard onSubmit={send} invalid={tried && !valid} sending={sending} submitLabel={t('changeSubmit')}>
          <Field
            label={t('currentPassword')}
            type="password"
            autoComplete="current-password"
            value={current}
            onValue={setCurrent}
            error={tried && problems.current ? t(problems.current) : null}
          />
          <NewPasswordFields value={next} onChange={setNext} showErrors={tried} />
        </FormCard>
      ) : null}
    </section>
  );
};

export default ChangePasswordPage;
