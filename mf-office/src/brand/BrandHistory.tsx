import { useTranslation } from 'react-i18next';
import type { BrandChange } from '@portal/contracts';
import { OfficeTable } from '../components/OfficeTable';
import { shownValue } from './logic';

/** Every recorded change, latest first: when, who, and each changed setting before and after. */
export const BrandHistory = ({ changes }: { changes: BrandChange[] }) => {
  const { t, i18n } = useTranslation('officeBrand');
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : `${i18n.language}-ES`, { dateStyle: 'medium', timeStyle: 'short' });
  const words = { yes: t('yes'), no: t('no'), empty: t('empty') };
  // One row a changed setting: a save that changed three settings reads as three rows.
  const rows = changes.flatMap((change, index) => Object.keys(change.despues).map((key) => ({ change, key, id: `${index}-${key}` })));
  return (
    <section aria-labelledby="office-brand-history-title" className="office-brand-history">
      <h2 id="office-brand-history-title">{t('history')}</h2>
      <OfficeTable
        rows={rows}
        caption={t('history')}
        headers={[t('historyWhen'), t('historyWho'), t('historyKey'), t('historyBefore'), t('historyAfter')]}
        empty={t('historyEmpty')}
      >
        {({ change, key, id }) => (
          <tr key={id}>
            <th scope="row">{when.format(new Date(change.el))}</th>
            <td>{change.por}</td>
            <td>
              <code>{key}</code>
            </td>
            <td className="office-brand-history__value">{shownValue(change.antes[key], words)}</td>
            <td className="office-brand-history__value">{shownValue(change.despues[key], words)}</td>
          </tr>
        )}
      </OfficeTable>
    </section>
  );
};
