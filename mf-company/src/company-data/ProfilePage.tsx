import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  companyUserProfileRequest,
  languages,
  type CompanyUserProfile,
  type CompanyUserProfileRequest,
} from '@portal/contracts';
import { LoadState, PageHeading, useApiData } from '@portal/ui';
import { companyDataApi } from './api';
import { FieldMessages, FormField } from '../common/FormField';
import { FormOutcome } from '../common/FormOutcome';
import { useCompanyDataForm } from './use-company-data-form';
import './i18n';
import '../offers/wizard/i18n';
import '../company.css';

const ProfileForm = ({ profile }: { profile: CompanyUserProfile }) => {
  const { t } = useTranslation('companyData');
  const { form, submit, result, messages } = useCompanyDataForm({
    schema: companyUserProfileRequest,
    defaultValues: { ...profile, cargo: profile.cargo ?? '', telefono: profile.telefono ?? '' },
    save: (values, language) =>
      companyDataApi.saveProfile(values as CompanyUserProfileRequest, language, { silent: true }),
  });
  return (
    <FieldMessages.Provider value={messages}>
      <FormOutcome result={result} />
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} aria-describedby="profile-required-note">
          <p id="profile-required-note">{t('requiredNote')}</p>
          <div className="company-form-grid">
            <FormField name="nombre" label={t('nombre')} required />
            <FormField name="apellidos" label={t('apellidos')} required />
            <FormField name="cargo" label={t('cargoUsuario')} />
            <FormField name="telefono" label={t('telefono')} kind="text" required />
            <FormField name="email" label={t('email')} kind="email" required />
            <FormField
              name="idioma"
              label={t('idioma')}
              kind="select"
              required
              options={languages.map((language) => ({ value: language, label: t(`lang_${language}`) }))}
            />
          </div>
          <div className="company-actions">
            <button type="submit" className="portal-button" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('saving') : t('save')}
            </button>
          </div>
        </form>
      </FormProvider>
    </FieldMessages.Provider>
  );
};

/** /mi-perfil: the company user's own data (guardarUsuarioEmpresa → 532). */
const ProfilePage = () => {
  const { t } = useTranslation('companyData');
  const profile = useApiData(() => companyDataApi.profile(), []);
  return (
    <section>
      <PageHeading>{t('profileTitle')}</PageHeading>
      <LoadState state={profile}>{(data) => <ProfileForm profile={data} />}</LoadState>
      {/* The spec's company menu has "my profile" but no company data or password entry: both start here. */}
      <nav className="portal-card" aria-labelledby="profile-more">
        <h2 id="profile-more">{t('profileMore')}</h2>
        <ul>
          <li>
            <Link to="/mi-empresa">{t('profileCompanyLink')}</Link>
          </li>
          <li>
            <Link to="/cambiar-contrasena">{t('profilePasswordLink')}</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
};

export default ProfilePage;
