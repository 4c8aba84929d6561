import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffInformativeNote } from '@portal/contracts';
import {
  ConfirmDialog,
  LoadState,
  Notice,
  OutcomeNotice,
  PageHeading,
  formatDate,
  saveBlob,
  useApiData,
  type Outcome,
} from '@portal/ui';
import { OfficeTable } from '../components/OfficeTable';
import { useConfirmation } from '../components/use-confirmation';
import { notesApi } from './api';
import { PublishNoteForm } from './PublishNoteForm';
import '../i18n';
import './i18n';
import '../office.css';

/** What the last step on a note ended with, said in place. */
type Done = { kind: 'published' | 'withdrawn'; title: string } | null;

/** A day (YYYY-MM-DD) at noon, so no time zone moves it to the day before. */
const dayOf = (day: string) => `${day}T12:00:00`;

/**
 * The informative notes companies read, as the careers office manages them, newest first: what
 * each is about, which internships it is for, when and by whom it was published, whether it is
 * still published; its PDF as companies download it, and a button to withdraw it (after a
 * confirmation). The form that publishes a new one opens above the list; the list then shows it.
 */
const NotesPage = () => {
  const { t, i18n } = useTranslation('officeNotes');
  const list = useApiData(() => notesApi.list(), []);
  const [done, setDone] = useState<Done>(null);
  const [writing, setWriting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [withdrawn, setWithdrawn] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const { pending: toWithdraw, ask: setToWithdraw, dialog } = useConfirmation<StaffInformativeNote>();
  const notes = (list.data ?? []).map((note) =>
    withdrawn[note.id] ? { ...note, publicada: false, retiradaEl: withdrawn[note.id]! } : note,
  );

  const withdraw = async (note: StaffInformativeNote) => {
    setBusy(true);
    setDone(null);
    setOutcome(null);
    try {
      await notesApi.withdraw(note.id);
      setWithdrawn((before) => ({ ...before, [note.id]: new Date().toISOString() }));
      setDone({ kind: 'withdrawn', title: note.titulo });
    } catch (error) {
      setOutcome({ ok: false, error });
    } finally {
      setBusy(false);
    }
  };

  const download = async (note: StaffInformativeNote) => {
    setDownloadFailed(false);
    try {
      saveBlob(await notesApi.pdf(note.pdf), `${note.titulo}.pdf`);
    } catch {
      setDownloadFailed(true);
    }
  };

  return (
    <section aria-labelledby="office-notes-title" className="office-communications">
      <PageHeading>
        <span id="office-notes-title">{t('title')}</span>
      </PageHeading>
      <p>{t('intro')}</p>
      <p>
        <button
          type="button"
          className={writing ? 'portal-button portal-button--secondary' : 'portal-button'}
          aria-expanded={writing}
          onClick={() => setWriting(!writing)}
        >
          {writing ? t('closeForm') : t('newOne')}
        </button>
      </p>
      {writing ? (
        <PublishNoteForm
          onPublished={(title) => {
            setWriting(false);
            setOutcome(null);
            setDone({ kind: 'published', title });
            list.reload();
          }}
        />
      ) : null}
      <OutcomeNotice outcome={outcome} />
      <div aria-live="polite">
        {done ? (
          <Notice tone="success" title={t(done.kind === 'published' ? 'publishedNotice' : 'withdrawnNotice')}>
            <p>
              {t(done.kind === 'published' ? 'publishedNoticeBody' : 'withdrawnNoticeBody', {
                title: done.title,
              })}
            </p>
          </Notice>
        ) : null}
        {downloadFailed ? <Notice tone="error" title={t('downloadFailed')} /> : null}
      </div>
      <section aria-labelledby="office-notes-list">
        <h2 id="office-notes-list">{t('listTitle')}</h2>
        <LoadState state={list}>
          {() => (
            <div className="office-notes">
              <OfficeTable
                rows={notes}
                caption={t('caption')}
                headers={[t('note'), t('for'), t('published'), t('state'), t('actions')]}
                empty={t('empty')}
              >
                {(note) => (
                  <tr key={note.id} data-testid="office-note">
                    <th scope="row">
                      {note.titulo}
                      <p className="office-muted office-notes__summary">{note.resumen}</p>
                    </th>
                    <td data-label={t('for')}>{t(`kinds.${note.tipo}`)}</td>
                    <td data-label={t('published')}>
                      {t('publishedOn', { date: formatDate(dayOf(note.fecha), i18n.language) })}{' '}
                      {note.publicadaPor ? t('publishedBy', { name: note.publicadaPor }) : t('fromSeed')}
                    </td>
                    <td data-label={t('state')}>
                      <span className="office-communications__state">
                        {note.publicada
                          ? t('states.publicada')
                          : note.retiradaEl
                            ? t('withdrawnOn', { date: formatDate(note.retiradaEl, i18n.language) })
                            : t('states.retirada')}
                      </span>
                    </td>
                    <td>
                      <div className="office-staff__actions">
                        <button
                          type="button"
                          className="portal-button portal-button--secondary"
                          aria-label={t('download', { title: note.titulo })}
                          onClick={() => void download(note)}
                        >
                          {t('downloadAction')}
                        </button>
                        {note.publicada ? (
                          <button
                            type="button"
                            className="portal-button portal-button--secondary"
                            disabled={busy}
                            aria-label={t('withdraw', { title: note.titulo })}
                            onClick={() => setToWithdraw(note)}
                          >
                            {t('withdrawAction')}
                          </button>
                        ) : null}
                      </div>
                      <p className="office-muted">{t(note.conPdfPropio ? 'ownPdf' : 'generatedPdf')}</p>
                    </td>
                  </tr>
                )}
              </OfficeTable>
            </div>
          )}
        </LoadState>
      </section>
      <ConfirmDialog
        {...dialog((note) => void withdraw(note))}
        title={t('confirmWithdrawTitle')}
        confirmLabel={t('withdrawAction')}
        cancelLabel={t('cancel')}
      >
        <p>{toWithdraw?.titulo}</p>
        <p>{t('confirmWithdrawBody')}</p>
      </ConfirmDialog>
    </section>
  );
};

export default NotesPage;
