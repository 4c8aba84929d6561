import { useState } from 'react';
import { Link, type To } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { offerDetail, Status, type QueueId, type QueueRecord } from '@portal/contracts';
import { LoadState, StatusNotice, failureStatus, useApiData } from '@portal/ui';
import { officeApi } from '../api';
import type { Words } from '../queues/words';
import { RecordFields } from './RecordValue';
import { OfferView } from './OfferView';
import { DecisionForm, emptyDraft, type DecisionDraft } from './DecisionForm';
import { DecisionHistory } from './DecisionHistory';

type Outcome = { kind: 'done' } | { kind: 'changed' } | { kind: 'refused'; status: number } | null;

/**
 * A heading for the record when the list did not give one: what it is about (an agreement or a
 * proposal by its company, as the list names them), or its number.
 */
const titleOf = (registro: QueueRecord['registro']): string | undefined => {
  const offer = registro.oferta as { titulo?: unknown } | undefined;
  for (const candidate of [offer?.titulo, registro.titulo, registro.nombreComercial, registro.nombre, registro.empresa]) {
    if (typeof candidate === 'string' && candidate) return candidate;
  }
  return undefined;
};

/** The record's fields; the offer of 'ofertas' is shown as students will see it. */
const RecordBody = ({ cola, record, words }: { cola: QueueId; record: QueueRecord; words: Words }) => {
  const { t } = useTranslation('officeQueues');
  const offer = cola === 'ofertas' ? offerDetail.safeParse(record.registro.oferta) : null;
  // Internal ids (idEmpresa…) are references for the server, not something to read.
  const entries = Object.entries(record.registro).filter(([key]) => !(offer?.success && key === 'oferta') && !/^id[A-Z]/.test(key));
  return (
    <>
      {offer?.success ? <OfferView offer={offer.data} label={words.field('oferta')} /> : null}
      {offer && !offer.success ? <p className="office-muted">{t('offer.unreadable')}</p> : null}
      <section aria-labelledby="office-record-data">
        <h3 id="office-record-data">{t('recordData')}</h3>
        <RecordFields entries={entries} words={words} />
      </section>
    </>
  );
};

/**
 * A record of a queue (GET …/cola/{cola}/{id}): its state and fields, the decisions open now and
 * the history of those taken. A decision is confirmed with 620; a record changed meanwhile (131)
 * is reloaded and the staff member told so; any other refusal shows its status text in place.
 */
export const RecordPanel = ({
  cola,
  id,
  words,
  listTitle,
  backTo,
  nextTo,
  onDecided,
}: {
  cola: QueueId;
  id: number;
  words: Words;
  /** The item's title in the list, when the list shows it. */
  listTitle: string | undefined;
  backTo: To;
  /** The next item of the list, offered once a decision is taken. */
  nextTo: To | null;
  onDecided: () => void;
}) => {
  const { t, i18n } = useTranslation('officeQueues');
  const record = useApiData(() => officeApi.record(cola, id), [cola, id, i18n.language]);
  const [draft, setDraft] = useState<DecisionDraft>(emptyDraft);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The heading keeps the name the list gave it: a decision often takes the record out of the
  // filtered list, and the page must not rename what the staff member is looking at.
  const [shownTitle, setShownTitle] = useState(listTitle);
  if (listTitle && listTitle !== shownTitle) setShownTitle(listTitle);

  const decide = async (current: QueueRecord, action: QueueRecord['acciones'][number], motivo?: string, datos?: Record<string, string | number>) => {
    setOutcome(null);
    setSending(true);
    try {
      await officeApi.decide(cola, id, {
        accion: action.accion,
        version: current.version,
        ...(motivo ? { motivo } : {}),
        ...(datos ? { datos } : {}),
      });
      setOutcome({ kind: 'done' });
      setDraft(emptyDraft);
      record.reload();
      onDecided();
    } catch (error) {
      const status = failureStatus(error);
      if (status === Status.recordChanged) {
        // Someone else decided, or the owner changed it: show it as it is now; the draft stays.
        setOutcome({ kind: 'changed' });
        record.reload();
        onDecided();
      } else setOutcome({ kind: 'refused', status });
    } finally {
      setSending(false);
    }
  };

  return (
    <article className="office-record" aria-labelledby="office-record-title">
      <p className="office-record__back">
        <Link to={backTo}>{t('backToList')}</Link>
      </p>
      <h2 id="office-record-title" className="office-record__title">
        {shownTitle ?? (record.data ? titleOf(record.data.registro) : undefined) ?? t('recordTitle', { id })}
      </h2>
      {outcome?.kind === 'done' ? (
        <StatusNotice status={620} tone="success">
          {nextTo ? (
            <p>
              <Link to={nextTo}>{t('nextItem')}</Link>
            </p>
          ) : null}
        </StatusNotice>
      ) : null}
      {outcome?.kind === 'changed' ? (
        <StatusNotice status={Status.recordChanged}>
          <p>{t('reloaded')}</p>
        </StatusNotice>
      ) : null}
      {outcome?.kind === 'refused' ? <StatusNotice status={outcome.status} /> : null}
      <LoadState state={record}>
        {(current) => (
          <>
            <p className="office-record__state">
              {t('recordState')}: <span className="office-badge office-badge--state">{words.state(current.estado)}</span>
            </p>
            <RecordBody cola={cola} record={current} words={words} />
            <section aria-labelledby="office-decision-title" className="office-record__decision">
              <h3 id="office-decision-title">{t('decision')}</h3>
              {current.acciones.length === 0 ? (
                <p>{t('noActions')}</p>
              ) : (
                <DecisionForm
                  actions={current.acciones}
                  words={words}
                  draft={draft}
                  onDraft={setDraft}
                  sending={sending}
                  onDecide={(action, motivo, datos) => void decide(current, action, motivo, datos)}
                />
              )}
            </section>
            <DecisionHistory decisions={current.decisiones} words={words} />
          </>
        )}
      </LoadState>
    </article>
  );
};
