import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import './i18n';
import { confirmationProblem, newPasswordProblem } from './validation';

export interface NewPassword {
  password: string;
  confirmation: string;
}

export const emptyNewPassword: NewPassword = { password: '', confirmation: '' };

/** The problems of a new password and its confirmation (spec 000 §5), as i18n keys. */
export const newPasswordProblems = ({ password, confirmation }: NewPassword) => ({
  password: newPasswordProblem(password),
  confirmation: confirmationProblem(password, confirmation),
});

/** A new password with its confirmation and the rule as a hint: 8 characters and a number. */
export const NewPasswordFields = ({
  value,
  onChange,
  showErrors,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  showErrors: boolean;
}) => {
  const { t } = useTranslation('forms');
  const problems = newPasswordProblems(value);
  const shown = (key: string | null) => (showErrors && key ? t(key) : null);
  return (
    <>
      <Field
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        value={value.password}
        onValue={(password) => onChange({ ...value, password })}
        hint={t('passwordHint')}
        error={shown(problems.password)}
      />
      <Field
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={value.confirmation}
        onValue={(confirmation) => onChange({ ...value, confirmation })}
        error={shown(problems.confirmation)}
      />
    </>
  );
};
