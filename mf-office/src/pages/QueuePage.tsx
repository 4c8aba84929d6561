import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { queueIdSchema } from '@portal/contracts';
import { LoadState, Notice, PageHeading, useApiData } from '@portal/ui';
import { officeApi } from '../api';
import { pathOf } from '../paths';
import '../i18n';

/**
 * One work queue (GET /api/Orientacion/cola/{cola}). For now the page says which queue it is and
 * whether its items could be loaded; the list, its filters and decisions come next.
 */
const QueuePage = () => {
  const { t } = useTranslation('office');
  const parsed = queueIdSchema.safeParse(useParams().cola);
  const cola = parsed.success ? parsed.data : null;
  const items = useApiData(() => (cola ? officeApi.queue(cola) : Promise.resolve(null)), [cola]);
  const back = <Link to={pathOf('officeDashboard')}>{t('backToDashboard')}</Link>;
  if (!cola) {
    return (
      <section>
        <PageHeading>{t('unknownQueue')}</PageHeading>
        <Notice tone="error" title={t('unknownQueue')} action={back} />
      </section>
    );
  }
  return (
    <section>
      <PageHeading>{t(`queues.${cola}`)}</PageHeading>
      <LoadState state={items}>{() => <p role="status">{t('queueLoaded')}</p>}</LoadState>
      <p>{back}</p>
    </section>
  );
};

export default QueuePage;
