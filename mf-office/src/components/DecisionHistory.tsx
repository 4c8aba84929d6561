import { useTranslation } from 'react-i18next';
import type { StaffDecision } from '@portal/contracts';
import { formatWhen, kindOf } from '../queues/values';
import type { Words } from '../queues/words';

/** A state of the audit trail ({estado: 'pendiente', …}) in the queue's words. */
const stateText = (state: Record<string, unknown>, words: Words, language: string): string =>
  Object.entries(state)
    .map(([key, value]) => {
      const kind = kindOf(value);
      const shown =
        key === 'estado' && typeof value === 'string'
          ? words.state(value)
          : kind.kind === 'date'
            ? formatWhen(kind.iso, kind.withTime, language)
            : typeof value === 'object' && value !== null
              ? JSON.stringify(value)
              : String(value ?? '—');
      return key === 'estado' ? shown : `${words.field(key)}: ${shown}`;
    })
    .join(', ') || '—';

/** Every staff decision on the record, newest first as the server sends it: who, when, what, why, before → after. */
export const DecisionHistory = ({ decisions, words }: { decisions: StaffDecision[]; words: Words }) => {
  const { t, i18n } = useTranslation('officeQueues');
  const language = i18n.language;
  return (
    <section className="office-history" aria-labelledby="office-history-title">
      <h3 id="office-history-title">{t('history')}</h3>
      {decisions.length === 0 ? (
        <p>{t('noHistory')}</p>
      ) : (
        <ol className="office-history__list">
          {decisions.map((decision, index) => (
            <li key={`${decision.fecha}-${index}`} className="office-history__entry">
              <p className="office-history__what">
                <strong>{words.action(decision.accion)}</strong>
              </p>
              <dl className="office-history__facts">
                <div>
                  <dt>{t('historyWhen')}</dt>
                  <dd>
                    <time dateTime={decision.fecha}>{formatWhen(decision.fecha, true, language)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t('historyWho')}</dt>
                  <dd>{decision.autor}</dd>
                </div>
                <div>
                  <dt>{t('historyChange')}</dt>
                  <dd>
                    {stateText(decision.antes, words, language)} → {stateText(decision.despues, words, language)}
                  </dd>
                </div>
                {decision.motivo ? (
                  <div>
                    <dt>{t('historyWhy')}</dt>
                    <dd className="office-text">{decision.motivo}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
