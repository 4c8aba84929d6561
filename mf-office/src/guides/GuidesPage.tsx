import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StaffGuide } from '@portal/contracts';
import { ConfirmDialog, LoadState, formatDate, useApiData, type Outcome } from '@portal/ui';
import { OfficeListHeader } from '../components/OfficeListHeader';
import { OfficeTable } from '../components/OfficeTable';
import { useConfirmation } from '../components/use-confirmation';
import { guideFormPath } from '../paths';
import { guidesApi } from './api';
import { afterMove } from './logic';
import '../i18n';
import './i18n';
import '../office.css';

/** Who created, changed, published and withdrew it, and when. */
const Authorship = ({ guide }: { guide: StaffGuide }) => {
  const { t, i18n } = useTranslation('officeGuides');
  const steps = (
    [
      ['createdBy', guide.creada],
      ['changedBy', guide.modificada],
      ['publishedBy', guide.publicada],
      ['withdrawnBy', guide.retirada],
    ] as const
  ).filter(([, step]) => step !== null);
  if (steps.length === 0) return <>{t('fromSeed')}</>;
  return (
    <ul className="office-communications__steps">
      {steps.map(([key, step]) => (
        <li key={key}>{t(key, { name: step!.por, date: formatDate(step!.el, i18n.language) })}</li>
      ))}
    </ul>
  );
};

/**
 * The orientation guides as the careers office manages them, in the order students see them: each
 * with its state and who did what; buttons to move one up or down (the new place is announced to
 * screen readers), to publish or withdraw it (after a confirmation), and links to edit it or write
 * a new one. Outcomes are announced in place.
 */
const GuidesPage = () => {
  const { t } = useTranslation('officeGuides');
  const location = useLocation();
  const list = useApiData(() => guidesApi.list(), []);
  const [changed, setChanged] = useState<StaffGuide[] | null>(null);
  const saved = (location.state as { aviso?: number } | null)?.aviso;
  const [outcome, setOutcome] = useState<Outcome>(saved ? { ok: true, code: saved } : null);
  const [announcement, setAnnouncement] = useState('');
  const { pending: toWithdraw, ask: setToWithdraw, dialog } = useConfirmation<StaffGuide>();
  const [busy, setBusy] = useState(false);
  const guides = changed ?? list.data ?? [];
  /** The move button to give the focus back to once the list shows the new order. */
  const refocus = useRef<{ id: number; direccion: 'arriba' | 'abajo' } | null>(null);

  useEffect(() => {
    const target = refocus.current;
    if (!target || busy) return;
    refocus.current = null;
    const button = (direccion: string) => document.getElementById(`office-guide-${target.id}-${direccion}`) as HTMLButtonElement | null;
    const same = button(target.direccion);
    // At the first (or last) place that button is disabled: the other one takes the focus.
    (same && !same.disabled ? same : button(target.direccion === 'arriba' ? 'abajo' : 'arriba'))?.focus();
  }, [changed, busy]);

  /** One step on a guide; the list shows its answer, the notice says how it went. */
  const act = async (run: () => ReturnType<typeof guidesApi.publish>, place: (guia: StaffGuide) => StaffGuide[], announce = false) => {
    setBusy(true);
    setOutcome(null);
    setAnnouncement('');
    try {
      const { aviso, guia } = await run();
      setChanged(place(guia));
      if (announce) setAnnouncement(t('moved', { title: guia.textos.es.titulo, number: guia.posicion }));
      else setOutcome({ ok: true, code: aviso });
    } catch (error) {
      setOutcome({ ok: false, error });
    } finally {
      setBusy(false);
    }
  };
  const replace = (guia: StaffGuide) => guides.map((item) => (item.id === guia.id ? guia : item));
  const move = (guide: StaffGuide, direccion: 'arriba' | 'abajo') => {
    refocus.current = { id: guide.id, direccion };
    return act(() => guidesApi.move(guide.id, { version: guide.version, direccion }), (guia) => afterMove(guides, guia), true);
  };

  return (
    <section aria-labelledby="office-guides-title" className="office-communications">
      <OfficeListHeader
        titleId="office-guides-title"
        title={t('title')}
        intro={t('intro')}
        newLink={{ to: guideFormPath('nueva'), label: t('newOne') }}
        outcome={outcome}
      />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <section aria-labelledby="office-guides-list">
        <h2 id="office-guides-list">{t('listTitle')}</h2>
        <LoadState state={list}>
          {() => (
            <OfficeTable
              rows={guides}
              caption={t('caption')}
              headers={[t('order'), t('guide'), t('state'), t('author'), t('actions')]}
              empty={t('empty')}
            >
              {(guide, index) => {
                const title = guide.textos.es.titulo;
                return (
                  <tr key={guide.id} data-testid="office-guide">
                    <td>
                      <div className="office-staff__actions">
                        <span>{guide.posicion}</span>
                        <button
                          type="button"
                          className="portal-button portal-button--secondary"
                          id={`office-guide-${guide.id}-arriba`}
                          disabled={busy || index === 0}
                          aria-label={t('moveUp', { title })}
                          onClick={() => void move(guide, 'arriba')}
                        >
                          {t('up')}
                        </button>
                        <button
                          type="button"
                          className="portal-button portal-button--secondary"
                          id={`office-guide-${guide.id}-abajo`}
                          disabled={busy || index === guides.length - 1}
                          aria-label={t('moveDown', { title })}
                          onClick={() => void move(guide, 'abajo')}
                        >
                          {t('down')}
                        </button>
                      </div>
                    </td>
                    <th scope="row">{title}</th>
                    <td>
                      <span className={`office-communications__state office-guides__state--${guide.estado}`}>{t(`states.${guide.estado}`)}</span>
                    </td>
                    <td>
                      <Authorship guide={guide} />
                    </td>
                    <td>
                      <div className="office-staff__actions">
                        <Link className="portal-button portal-button--secondary" to={guideFormPath(guide.id)} aria-label={t('edit', { title })}>
                          {t('editAction')}
                        </Link>
                        {guide.estado === 'publicada' ? (
                          <button
                            type="button"
                            className="portal-button portal-button--secondary"
                            disabled={busy}
                            aria-label={t('withdraw', { title })}
                            onClick={() => setToWithdraw(guide)}
                          >
                            {t('withdrawAction')}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="portal-button portal-button--secondary"
                            disabled={busy}
                            aria-label={t('publish', { title })}
                            onClick={() => void act(() => guidesApi.publish(guide.id, guide.version), replace)}
                          >
                            {t('publishAction')}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              }}
            </OfficeTable>
          )}
        </LoadState>
      </section>
      <ConfirmDialog
        {...dialog((guide) => void act(() => guidesApi.withdraw(guide.id, guide.version), replace))}
        title={t('confirmWithdrawTitle')}
        confirmLabel={t('withdrawAction')}
        cancelLabel={t('cancel')}
      >
        <p>{toWithdraw?.textos.es.titulo}</p>
        <p>{t('confirmWithdrawBody')}</p>
      </ConfirmDialog>
    </section>
  );
};

export default GuidesPage;
