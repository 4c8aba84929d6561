import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Field,
  FormCard,
  NewPasswordFields,
  PageHeading,
  StatusNotice,
  allValid,
  emptyNewPassword,
  newPasswordProblems,
  requiredProblem,
  useSubmission,
} from '@portal/ui';
import { officeApi } from '../api';
import '../i18n';

/** The logged staff member changes their password (cambiaPassword): 521; 3 wrong current password; 28 weak. */
const StaffChangePasswordPage = () => {
  const { t } = useTranslation(['office', 'forms']);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState(emptyNewPassword);
  const { tried, sending, failure, notice, submit } = useSubmission();
  const problems = { current: requiredProblem(current), ...newPasswordProblems(next) };
  const valid = allValid(problems);
  return (
    <section>
      <PageHeading>{t('changeTitle')}</PageHeading>
      {notice !== null ? <StatusNotice status={notice} tone="success" /> : null}
      {failure ? <StatusNotice status={failure.status} serverMessage={failure.serverMessage} /> : null}
      {notice === null ? (
        <FormCard
          onSubmit={() =>
            void submit(valid, () => officeApi.changePassword({ actual: current, nueva: next.password }))
          }
          invalid={tried && !valid}
          sending={sending}
          submitLabel={t('changeSubmit')}
        >
          <Field
            label={t('currentPassword')}
            type="password"
            autoComplete="current-password"
            value={current}
            onValue={setCurrent}
            error={tried && problems.current ? t(`forms:${problems.current}`) : null}
          />
          <NewPasswordFields value={next} onChange={setNext} showErrors={tried} />
        </FormCard>
      ) : null}
    </section>
  );
};

export default StaffChangePasswordPage;
