import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@portal/ui';
import { officeApi } from '../api';
import { fileNameOf, formatNumber, formatWhen, kindOf } from '../queues/values';
import type { Words } from '../queues/words';

/** A file of the record: fetched with the staff token (a plain link would not send it), then saved. */
const Download = ({ path }: { path: string }) => {
  const { t } = useTranslation('officeQueues');
  const [failed, setFailed] = useState(false);
  const name = fileNameOf(path);
  return (
    <>
      <button
        type="button"
        className="office-link-button"
        onClick={() => {
          setFailed(false);
          officeApi.download(path).then(
            (blob) => saveBlob(blob, name),
            () => setFailed(true),
          );
        }}
      >
        {t('download', { name })}
      </button>
      {failed ? (
        <span role="alert" className="portal-field__error">
          {' '}
          {t('downloadFailed', { name })}
        </span>
      ) : null}
    </>
  );
};

/**
 * One value of a record as what it is: a date in the user's language, yes or no, a download, a
 * list, a table of objects (the columns labelled by the queue's words) or a nested set of fields.
 */
export const RecordValue = ({ value, words, label }: { value: unknown; words: Words; label: string }) => {
  const { t, i18n } = useTranslation('officeQueues');
  const language = i18n.language;
  const kind = kindOf(value);
  switch (kind.kind) {
    case 'empty':
      return <>—</>;
    case 'text':
      return <span className="office-text">{kind.text}</span>;
    case 'number':
      return <>{formatNumber(kind.value, language)}</>;
    case 'boolean':
      return <>{kind.value ? t('yes') : t('no')}</>;
    case 'date':
      return <time dateTime={kind.iso}>{formatWhen(kind.iso, kind.withTime, language)}</time>;
    case 'download':
      return <Download path={kind.path} />;
    case 'list':
      return kind.items.length === 0 ? (
        <>{t('none')}</>
      ) : (
        <ul className="office-value-list">
          {kind.items.map((item, index) => (
            <li key={index}>
              <RecordValue value={item} words={words} label={label} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className="office-table-wrap">
          <table className="office-table">
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                {kind.columns.map((column) => (
                  <th key={column} scope="col">
                    {words.field(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {kind.rows.map((row, index) => (
                <tr key={index}>
                  {kind.columns.map((column) => (
                    <td key={column} data-label={words.field(column)}>
                      <RecordValue value={row[column]} words={words} label={words.field(column)} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'object':
      return <RecordFields entries={kind.entries} words={words} />;
  }
};

/** Fields of a record as terms and values; empty ones are left out, an empty list says so. */
export const RecordFields = ({ entries, words }: { entries: [string, unknown][]; words: Words }) => (
  <dl className="office-fields">
    {entries
      .filter(([, value]) => kindOf(value).kind !== 'empty')
      .map(([key, value]) => (
        <div key={key} className="office-fields__row">
          <dt>{words.field(key)}</dt>
          <dd>
            <RecordValue value={value} words={words} label={words.field(key)} />
          </dd>
        </div>
      ))}
  </dl>
);
