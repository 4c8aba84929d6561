import { useTranslation } from 'react-i18next';
import type { BrandChange } from '@portal/contracts';
import { shownValue } from './logic';

/** Every recorded change, latest first: who, when, and each changed setting before and after. */
export const BrandHistory = ({ changes }: { changes: BrandChange[] }) => {
  const { t, i18n } = useTranslation('officeBrand');
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : `${i18n.language}-ES`, { dateStyle: 'medium', timeStyle: 'short' });
  const words = { yes: t('yes'), no: t('no'), empty: t('empty') };
  return (
    <section aria-labelledby="office-brand-history-title">
      <h2 id="office-brand-history-title">{t('history')}</h2>
      {changes.length === 0 ? (
        <p>{t('historyEmpty')}</p>
      ) : (
        <div className="office-staff__table" tabIndex={0} role="region" aria-labelledby="office-brand-history-title">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('historyWhen')}</th>
                <th scope="col">{t('historyWho')}</th>
                <th scope="col">{t('historyKey')}</th>
                <th scope="col">{t('historyBefore')}</th>
                <th scope="col">{t('historyAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.flatMap((change, index) =>
                Object.keys(change.despues).map((key) => (
                  <tr key={`${index}-${key}`}>
                    <td>{when.format(new Date(change.el))}</td>
                    <td>{change.por}</td>
                    <td>
                      <code>{key}</code>
                    </td>
                    <td className="office-brand-history__value">{shownValue(change.antes[key], words)}</td>
                    <td className="office-brand-history__value">{shownValue(change.despues[key], words)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};
