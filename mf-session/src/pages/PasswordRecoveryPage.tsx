import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@portal/contracts';
import { PageHeading, Field, FormCard, emptyNewPassword, NewPasswordFields, newPasswordProblems, StatusNotice, allValid, emailProblem, requiredProblem, useSubmission } from '@portal/ui';
import { accountApi } from '../api';
import '../i18n';

/** /restablecer-login is the companies' page, /restablecer-candidato the students' (spec 000 §2.2, 001 §2). */
const userTypeOf = (pathname: string): UserType => (pathname.startsWith('/restablecer-login') ? 'Empresa' : 'Alumno');

/** Asks for the recovery mail: the answer is 505 whether or not the account exists. */
const RecoveryRequest = ({ userType }: { userType: UserType }) => {
  const { t } = useTranslation('session');
  const [value, setValue] = useState('');
  const { tried, sending, failure, notice, submit } = useSubmission();
  const problem = userType === 'Alumno' ? emailProblem(value) : requiredProblem(value);
  const send = () =>
    void submit(problem === null, () =>
      userType === 'Alumno' ? accountApi.requestStudentReset(value.trim()) : accountApi.requestCompanyReset(value.trim()),
    );
  return (
    <>
      <p>{t(userType === 'Alumno' ? 'recoverStudentHelp' : 'recoverCompanyHelp')}</p>
      {failure ? <StatusNotice status={failure.status} /> : null}
      {notice !== null ? (
        <StatusNotice status={notice} tone="success" />
      ) : (
        <FormCard onSubmit={send} invalid={tried && problem !== null} sending={sending} submitLabel={t('send')}>
          <Field
            label={t(userType === 'Alumno' ? 'email' : 'cifOrEmail')}
            type={userType === 'Alumno' ? 'email' : 'text'}
            autoComplete={userType === 'Alumno' ? 'username' : 'organization'}
            value={value}
            onValue={setValue}
            error={tried && problem ? t(problem) : null}
          />
        </FormCard>
      )}
    </>
  );
};

/** The page of the mailed link: a new password, once, before the link expires (508; 42). */
const ResetWithLink = ({ userType, token }: { userType: UserType; token: string }) => {
  const { t } = useTranslation('session');
  const [value, setValue] = useState(emptyNewPassword);
  const { tried, sending, failure, notice, submit } = useSubmission();
  const valid = allValid(newPasswordProblems(value));
  const send = () => void submit(valid, () => accountApi.resetPassword(userType, { token, password: value.password }));
  if (notice !== null) {
    return (
      <StatusNotice status={notice} tone="success">
        <Link to={userType === 'Empresa' ? '/login/empresas' : '/login'}>{t('goToLogin')}</Link>
      </StatusNotice>
    );
  }
  return (
    <>
      {failure ? <StatusNotice status={failure.status} /> : null}
      <FormCard onSubmit={send} invalid={tried && !valid} sending={sending} submitLabel={t('send')}>
        <NewPasswordFields value={value} onChange={setValue} showErrors={tried} />
      </FormCard>
    </>
  );
};

/** Password recovery: without a token it asks for the mail; with the mailed link's token it resets. */
const PasswordRecoveryPage = () => {
  const { t } = useTranslation('session');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const userType = userTypeOf(pathname);
  const token = params.get('token');
  return (
    <section>
      <PageHeading>{t(token ? 'resetTitle' : userType === 'Alumno' ? 'recoverStudentTitle' : 'recoverCompanyTitle')}</PageHeading>
      {token ? <ResetWithLink userType={userType} token={token} /> : <RecoveryRequest userType={userType} />}
      <p>
        <Link to={userType === 'Empresa' ? '/login/empresas' : '/login'}>{t('backToLogin')}</Link>
      </p>
    </section>
  );
};

export default PasswordRecoveryPage;
