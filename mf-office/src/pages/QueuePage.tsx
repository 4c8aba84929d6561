import { lazy, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { queueIdSchema, type QueueId } from '@portal/contracts';
import { Notice, PageHeading, StatusNotice, useApiData } from '@portal/ui';
import { officeApi } from '../api';
import { QueueList } from '../components/QueueList';
import { RecordPanel } from '../components/RecordPanel';
import { IssueInvoiceForm } from '../invoices/IssueInvoiceForm';
import { pathOf, queuePath, recordPath } from '../paths';
import { filtersOf, paramsOf, queryOf, type ListFilters } from '../queues/filters';
import { wordsOf } from '../queues/words';
import '../i18n';
import '../queues/i18n';
import '../office.css';

/** Only its own queue loads the form of a centre's request (its schema and the provinces it lists). */
const RegisterEducationRequestForm = lazy(() =>
  import('../education/RegisterEducationRequestForm').then((module) => ({ default: module.RegisterEducationRequestForm })),
);

const recordIdOf = (raw: string | undefined): number | null => {
  if (raw === undefined) return null;
  const id = Number(raw);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : NaN;
};

/**
 * One work queue (GET /api/Orientacion/cola/{cola}) and, when one is open, a record of it
 * (…/cola/{cola}/{id}): the list beside the record on a wide screen, the record alone on a phone.
 * The list's filters live in the URL, so a reload or a shared link shows the same list.
 */
const Queue = ({ cola, id }: { cola: QueueId; id: number | null }) => {
  const { t, i18n } = useTranslation(['officeQueues', 'office']);
  const words = wordsOf(cola, i18n.language);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const search = paramsOf(filters).toString();
  const list = useApiData(() => officeApi.queue(cola, queryOf(filters)), [cola, search]);
  const setFilters = (next: ListFilters) => setParams(paramsOf(next));
  const linkOf = (itemId: number) => ({ pathname: recordPath(cola, itemId), search });
  const items = list.data?.elementos ?? [];
  const at = items.findIndex((item) => item.id === id);
  const next = items.slice(at + 1).find((item) => item.id !== id) ?? items.find((item) => item.id !== id);
  const title = words.titulo ?? t(`office:queues.${cola}`);
  return (
    <section className={id === null ? 'office-queue-page' : 'office-queue-page office-queue-page--record'} aria-labelledby="office-queue-title">
      <PageHeading>
        <span id="office-queue-title">{title}</span>
      </PageHeading>
      {words.descripcion ? <p className="office-queue-page__intro">{words.descripcion}</p> : null}
      {/* Issuing an invoice creates a record, not a decision on one: offered beside its queue. */}
      {cola === 'facturas' ? <IssueInvoiceForm onIssued={list.reload} /> : null}
      {/* Registering a centre's request creates a record too: the form lives beside its queue. */}
      {cola === 'centrosEducativos' ? (
        <Suspense fallback={null}>
          <RegisterEducationRequestForm onRegistered={list.reload} />
        </Suspense>
      ) : null}
      <div className="office-queue-layout">
        <div className="office-queue-layout__list">
          <QueueList list={list} filters={filters} words={words} selectedId={id} linkOf={linkOf} onFilters={setFilters} />
        </div>
        <div className="office-queue-layout__record">
          {id === null ? (
            <p className="office-muted office-queue-layout__choose">{t('chooseItem')}</p>
          ) : Number.isNaN(id) ? (
            <StatusNotice status={130}>
              <p>
                <Link to={{ pathname: queuePath(cola), search }}>{t('backToList')}</Link>
              </p>
            </StatusNotice>
          ) : (
            <RecordPanel
              key={`${cola}/${id}`}
              cola={cola}
              id={id}
              words={words}
              listTitle={items[at]?.titulo}
              backTo={{ pathname: queuePath(cola), search }}
              nextTo={next ? linkOf(next.id) : null}
              onDecided={list.reload}
            />
          )}
        </div>
      </div>
    </section>
  );
};

const QueuePage = () => {
  const { t } = useTranslation('office');
  const { cola: rawCola, id: rawId } = useParams();
  const parsed = queueIdSchema.safeParse(rawCola);
  if (!parsed.success) {
    const back = <Link to={pathOf('officeDashboard')}>{t('backToDashboard')}</Link>;
    return (
      <section>
        <PageHeading>{t('unknownQueue')}</PageHeading>
        <Notice tone="error" title={t('unknownQueue')} action={back} />
      </section>
    );
  }
  return <Queue cola={parsed.data} id={recordIdOf(rawId)} />;
};

export default QueuePage;
