import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffRoles, type StaffAccount, type StaffRole } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import {
  ConfirmDialog,
  Field,
  FormCard,
  LoadState,
  PageHeading,
  StatusNotice,
  allValid,
  failureStatus,
  formatDate,
  useApiData,
} from '@portal/ui';
import { staffAccountsApi } from './api';
import { emptyNewAccount, newAccountProblems, rowActions, withAccount, type NewAccountForm } from './logic';
import '../i18n';
import './i18n';
import '../office.css';

type Outcome = { tone: 'success'; status: number } | { tone: 'error'; status: number; serverMessage?: string };

const outcomeOf = (error: unknown): Outcome => ({
  tone: 'error',
  status: failureStatus(error),
  ...(isApiError(error) && error.serverMessage ? { serverMessage: error.serverMessage } : {}),
});

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
      onOutcome({ tone: 'success', status: aviso });
      setForm(emptyNewAccount);
      setTried(false);
    } catch (error) {
      onOutcome(outcomeOf(error));
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
  const [changed, setChanged] = useState<StaffAccount[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [toBlock, setToBlock] = useState<StaffAccount | null>(null);
  const accounts = changed ?? list.data ?? [];
  const apply = (account: StaffAccount) => setChanged(withAccount(accounts, account));

  const run = async (id: number, work: () => Promise<{ aviso: number; cuenta: StaffAccount }>) => {
    setBusy(id);
    setOutcome(null);
    try {
      const { aviso, cuenta } = await work();
      apply(cuenta);
      setOutcome({ tone: 'success', status: aviso });
    } catch (error) {
      setOutcome(outcomeOf(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="office-staff-title" className="office-staff">
      <PageHeading>
        <span id="office-staff-title">{t('title')}</span>
      </PageHeading>
      <p>{t('intro')}</p>
      <div role="status" aria-live="polite">
        {outcome ? (
          <StatusNotice
            status={outcome.status}
            tone={outcome.tone}
            serverMessage={outcome.tone === 'error' ? outcome.serverMessage : undefined}
          />
        ) : null}
      </div>
      <NewAccount onCreated={apply} onOutcome={setOutcome} />
      <section aria-labelledby="office-staff-list">
        <h2 id="office-staff-list">{t('listTitle')}</h2>
        <LoadState state={list}>
          {() =>
            accounts.length === 0 ? (
              <p role="status">{t('empty')}</p>
            ) : (
              <div className="office-staff__table">
                <table>
                  <caption>{t('caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('name')}</th>
                      <th scope="col">{t('email')}</th>
                      <th scope="col">{t('role')}</th>
                      <th scope="col">{t('status')}</th>
                      <th scope="col">{t('lastLogin')}</th>
                      <th scope="col">{t('actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {accounts.map((account) => (
                      <AccountRow
                        key={account.id}
                        account={account}
                        accounts={accounts}
                        busy={busy !== null}
                        onRole={(role) => void run(account.id, () => staffAccountsApi.setRole(account.id, role))}
                        onBlock={() => setToBlock(account)}
                        onUnblock={() => void run(account.id, () => staffAccountsApi.unblock(account.id))}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </LoadState>
      </section>
      <ConfirmDialog
        open={toBlock !== null}
        title={t('confirmBlockTitle', { name: toBlock?.nombre ?? '' })}
        confirmLabel={t('confirmBlock')}
        cancelLabel={t('cancel')}
        onCancel={() => setToBlock(null)}
        onConfirm={() => {
          const account = toBlock;
          setToBlock(null);
          if (account) void run(account.id, () => staffAccountsApi.block(account.id));
        }}
      >
        <p>{t('confirmBlockBody')}</p>
      </ConfirmDialog>
    </section>
  );
};

export default StaffAccountsPage;
