import { useTranslation } from 'react-i18next';
import type { InformativeNote } from '@portal/contracts';
import { formatDate, LoadState, useApiData, useLanguage } from '@portal/ui';
import { documentationApi } from './api';

/** The institution's informative notes for curricular and extraordinary internships, each as a PDF. */
export const NotesSection = ({ onDownload }: { onDownload: (note: InformativeNote) => void }) => {
  const { t } = useTranslation('companyDocumentation');
  const language = useLanguage();
  const notes = useApiData(() => documentationApi.notes(language), [language]);
  const list = (title: string, items: InformativeNote[]) => (
    <div>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p>{t('noNotes')}</p>
      ) : (
        <ul className="company-doc-list">
          {items.map((note) => (
            <li key={note.id} className="company-doc">
              <div className="company-doc__text">
                <p className="company-doc__name">{note.titulo}</p>
                <p>{note.resumen}</p>
                <p className="company-hint">{t('publishedOn', { date: formatDate(note.fecha, language) })}</p>
              </div>
              <div className="company-actions">
                <button
                  type="button"
                  className="portal-button portal-button--secondary"
                  aria-label={t('downloadNamed', { name: note.titulo })}
                  onClick={() => onDownload(note)}
                >
                  {t('download')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <section className="company-doc-section" aria-labelledby="notes-title">
      <h2 id="notes-title">{t('notes')}</h2>
      <LoadState state={notes}>
        {(data) => (
          <div className="company-notes">
            {list(t('notesCurricular'), data.curriculares)}
            {list(t('notesExtraordinary'), data.extraordinarias)}
          </div>
        )}
      </LoadState>
    </section>
  );
};
