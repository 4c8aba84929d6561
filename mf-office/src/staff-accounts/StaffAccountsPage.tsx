import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffRoles, type StaffAccount, type StaffRole } from '@portal/contracts';
import { ConfirmDialog, Field, FormCard, LoadState, OutcomeNotice, PageHeading, allValid, formatDate, useApiData, type Outcome } from '@portal/ui';
import { OfficeTable } from '../components/OfficeTable';
import { useConfirmation } from '../components/use-confirmation';
import { useRecordActions } from '../components/use-record-actions';
import { staffAccountsApi } from './api';
import { emptyNewAccount, newAccountProblems, rowActions, type NewAccountForm } from './logic';
import '../i18n';
import './i18n';
import '../office.css';

/** The new account form: name, work e-mail and role, every field labelled. */
const NewAccount = ({ onCreated, onOutcome }: { onCreated: (account: StaffAccount) => void; onOutcome: (outcome: Outcome) => void }) => {
  const { t } = useTranslation(['officeStaff', 'forms']);
  const roleId = useId();
  const [form, setForm] = useState<NewAccountForm>(emptyNewAccount);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const problems = newAccountProblems(form);
  const valid = allValid(problems);
  const problemText = (problem: string | null) =>
    tried && problem ? (problem === 'nameShort' ? t('nameShort') : t(`forms:${problem}`)) : null;
  const submit = async () => {
    setTried(true);
    if (!valid) return;
    setSending(true);
    try {
      const { aviso, cuenta } = await staffAccountsApi.create({ ...form, nombre: form.nombre.trim(), email: form.email.trim() });
      onCreated(cuenta);
      onOutcome({ ok: true, code: aviso });
      setForm(emptyNewAccount);
      setTried(false);
    } catch (error) {
      onOutcome({ ok: false, error });
    } finally {
      setSending(false);
    }
  };
  return (
    <section aria-labelledby={`${roleId}-title`}>
      <h2 id={`${roleId}-title`}>{t('createTitle')}</h2>
      <p>{t('createHelp')}</p>
      <FormCard onSubmit={() => void submit()} invalid={tried && !valid} sending={sending} submitLabel={t('create')}>
        <Field
          label={t('name')}
          name="nombre"
          autoComplete="off"
          value={form.nombre}
          maxLength={100}
          onValue={(nombre) => setForm({ ...form, nombre })}
          error={problemText(problems.nombre)}
        />
        <Field
          label={t('email')}
          type="email"
          name="email"
          autoComplete="off"
          value={form.email}
          maxLength={254}
          onValue={(email) => setForm({ ...form, email })}
          error={problemText(problems.email)}
        />
        <div className="portal-field">
          <label htmlFor={roleId}>{t('role')}</label>
          <select id={roleId} value={form.rol} onChange={(event) => setForm({ ...form, rol: event.target.value as StaffRole })}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
      </FormCard>
    </section>
  );
};

/** One account's row: its data and the changes it offers, or why not. */
const AccountRow = ({
  account,
  accounts,
  busy,
  onRole,
  onBlock,
  onUnblock,
}: {
  account: StaffAccount;
  accounts: StaffAccount[];
  busy: boolean;
  onRole: (role: StaffRole) => void;
  onBlock: () => void;
  onUnblock: () => void;
}) => {
  const { t, i18n } = useTranslation('officeStaff');
  const reasonId = useId();
  const actions = rowActions(account, accounts);
  const name = account.nombre;
  const reason = actions.roleUnavailable ?? actions.blockUnavailable;
  return (
    <tr>
      <th scope="row">
        {name} {account.esPropia ? t('you') : null}
      </th>
      <td>{account.email}</td>
      <td>{t(`roles.${account.rol}`)}</td>
      <td>
        {account.bloqueado ? t('blocked') : t('active')}
        {account.pendienteContrasena ? <> · {t('pendingPassword')}</> : null}
      </td>
      <td>{account.ultimoAcceso ? formatDate(account.ultimoAcceso, i18n.language) : t('never')}</td>
      <td>
        <div className="office-staff__actions">
          <button
            type="button"
            className="portal-button portal-button--secondary"
            disabled={busy || actions.roleUnavailable !== null}
            aria-describedby={actions.roleUnavailable ? reasonId : undefined}
            onClick={() => onRole(actions.nextRole)}
          >
            {t(actions.nextRole === 'admin' ? 'makeAdmin' : 'makeOffice', { name })}
          </button>
          <button
            type="button"
            className="portal-button portal-button--secondary"
            disabled={busy || actions.blockUnavailable !== null}
            aria-describedby={actions.blockUnavailable ? reasonId : undefined}
            onClick={actions.blocks ? onBlock : onUnblock}
          >
            {t(actions.blocks ? 'block' : 'unblock', { name })}
          </button>
        </div>
        {reason ? (
          <p id={reasonId} className="office-staff__reason">
            {t(reason)}
          </p>
        ) : null}
      </td>
    </tr>
  );
};

/**
 * The careers office's staff accounts (admin only; the shell's guard sends an office member to
 * the dashboard and the server refuses them with 79): the list with name, e-mail, role, state and
 * last login; a new account; role change, block (after a confirmation) and unblock. Each change's
 * confirmation or refusal is announced in place.
 */
const StaffAccountsPage = () => {
  const { t } = useTranslation('officeStaff');
  const list = useApiData(() => staffAccountsApi.list(), []);
  const { records: accounts, keep, busy, run, outcome, setOutcome } = useRecordActions(list.data);
  const { pending: toBlock, ask: setToBlock, dialog } = useConfirmation<StaffAccount>();

  return (
    <section aria-labelledby="office-staff-title" className="office-staff">
      <PageHeading>
        <span id="office-staff-title">{t('title')}</span>
      </PageHeading>
      <p>{t('intro')}</p>
      <OutcomeNotice outcome={outcome} />
      <NewAccount onCreated={keep} onOutcome={setOutcome} />
      <section aria-labelledby="office-staff-list">
        <h2 id="office-staff-list">{t('listTitle')}</h2>
        <LoadState state={list}>
          {() => (
            <OfficeTable
              rows={accounts}
              caption={t('caption')}
              headers={[t('name'), t('email'), t('role'), t('status'), t('lastLogin'), t('actions')]}
              empty={t('empty')}
            >
              {(account) => (
                <AccountRow
                  key={account.id}
                  account={account}
                  accounts={accounts}
                  busy={busy}
                  onRole={(role) => void run('cuenta', () => staffAccountsApi.setRole(account.id, role))}
                  onBlock={() => setToBlock(account)}
                  onUnblock={() => void run('cuenta', () => staffAccountsApi.unblock(account.id))}
                />
              )}
            </OfficeTable>
          )}
        </LoadState>
      </section>
      <ConfirmDialog
        {...dialog((account) => void run('cuenta', () => staffAccountsApi.block(account.id)))}
        title={t('confirmBlockTitle', { name: toBlock?.nombre ?? '' })}
        confirmLabel={t('confirmBlock')}
        cancelLabel={t('cancel')}
      >
        <p>{t('confirmBlockBody')}</p>
      </ConfirmDialog>
    </section>
  );
};

export default StaffAccountsPage;
