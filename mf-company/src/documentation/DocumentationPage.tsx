import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CompanyDocument } from '@portal/contracts';
import {
  ConfirmDialog,
  formatDate,
  LoadState,
  Notice,
  OutcomeNotice,
  PageHeading,
  type Outcome,
  useApiData,
  useLanguage,
} from '@portal/ui';
import { saveFile } from '../offers/api';
import { AnnexesSection } from './AnnexesSection';
import { DocumentList } from './DocumentList';
import { DocumentUploadForm, type UploadPreset } from './DocumentUploadForm';
import { NotesSection } from './NotesSection';
import { ProvidedSection } from './ProvidedSection';
import { documentationApi } from './api';
import './i18n';
// The form fields' words (required mark, "choose").
import '../offers/wizard/i18n';
import '../company.css';

/**
 * /documentacion (spec 001 §2, §3, §5, §7): the company's documents with upload (a file or a link)
 * and delete, what it has provided per type, the annexes of its internships, the institution's
 * informative notes, and its documents by programme. Each part loads on its own, so one failing
 * call leaves the others usable; a saved or deleted document reloads the lists it appears in.
 */
const DocumentationPage = () => {
  const { t } = useTranslation('companyDocumentation');
  const language = useLanguage();
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((value) => value + 1);
  const provided = useApiData(() => documentationApi.provided(language), [language, version]);
  const documents = useApiData(() => documentationApi.documents(language), [language, version]);
  const annexes = useApiData(() => documentationApi.annexes(language), [language, version]);
  const programmes = useApiData(() => documentationApi.byProgramme(language), [language, version]);
  const [form, setForm] = useState<{ preset: UploadPreset | null } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [deleting, setDeleting] = useState<CompanyDocument | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const uploads = provided.data?.subidaPermitida ?? false;

  /** Saves a downloaded file, or says it failed. */
  const download = (load: () => Promise<Blob>, name: string) => {
    setDownloadFailed(false);
    load().then(
      (blob) => saveFile(blob, name),
      () => setDownloadFailed(true),
    );
  };
  const openForm = (preset: UploadPreset | null) => {
    setOutcome(null);
    setForm({ preset });
  };
  const remove = async (document: CompanyDocument) => {
    setDeleting(null);
    try {
      await documentationApi.remove(document.id, { silent: true });
      // deldoc confirms nothing of its own: the list without the document is the confirmation.
      setOutcome(null);
      reload();
    } catch (error) {
      setOutcome({ ok: false, error });
    }
  };

  const annexOptions = (annexes.data ?? []).flatMap((internship) =>
    internship.anexos
      .filter((annex) => annex.idDocumentoFirmado === null)
      .map((annex) => ({
        value: annex.idAnexo,
        label: `${internship.alumno} – ${t(`annexKind_${annex.tipo}`)} (${formatDate(annex.fecha, language)})`,
      })),
  );
  const programmeOptions = (programmes.data ?? []).map((programme) => ({ value: programme.idPrograma, label: programme.titulo }));

  return (
    <section className="company-documentation">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <p>
        <Link to="/facturas">{t('invoicesLink')}</Link>
      </p>
      <div aria-live="polite">
        {downloadFailed ? <Notice tone="error" title={t('downloadFailed')} /> : null}
      </div>

      <section className="company-doc-section" aria-labelledby="documents-title">
        <div className="company-doc-section__head">
          <h2 id="documents-title">{t('documents')}</h2>
          {uploads && !form ? (
            <button type="button" className="portal-button" onClick={() => openForm(null)}>
              {t('add')}
            </button>
          ) : null}
        </div>
        <OutcomeNotice outcome={outcome} />
        {provided.data && !uploads ? <p className="company-hint">{t('uploadsOff')}</p> : null}
        {form && provided.data ? (
          <DocumentUploadForm
            key={JSON.stringify(form.preset)}
            types={provided.data.tipos}
            annexes={annexOptions}
            programmes={programmeOptions}
            preset={form.preset}
            onSaved={(code) => {
              setForm(null);
              setOutcome({ ok: true, code });
              reload();
            }}
            onCancel={() => setForm(null)}
          />
        ) : null}
        <LoadState state={documents}>
          {(list) => (
            <DocumentList
              documents={list}
              empty={t('noDocuments')}
              onDownload={(document) =>
                download(() => documentationApi.documentFile(document.id), `${document.nombre}.${document.extension ?? ''}`)
              }
              onDelete={uploads ? setDeleting : undefined}
            />
          )}
        </LoadState>
      </section>

      <ProvidedSection state={provided} />

      <AnnexesSection
        state={annexes}
        onDownload={(annex, student) =>
          download(() => documentationApi.annexFile(annex.idAnexo, language), `anexo-${annex.idAnexo}-${student}.pdf`)
        }
        onUploadSigned={uploads ? (annex) => openForm({ idTipoDocumento: 2, idAnexo: annex.idAnexo }) : undefined}
      />

      <NotesSection onDownload={(note) => download(() => documentationApi.noteFile(note.id, language), `${note.titulo}.pdf`)} />

      <section className="company-doc-section" aria-labelledby="programmes-title">
        <h2 id="programmes-title">{t('byProgramme')}</h2>
        <LoadState state={programmes}>
          {(list) =>
            list.length === 0 ? (
              <p>{t('noProgrammes')}</p>
            ) : (
              <ul className="portal-list">
                {list.map((programme) => (
                  <li key={programme.idPrograma} className="portal-card">
                    <h3>{programme.titulo}</h3>
                    <DocumentList
                      documents={programme.documentos}
                      empty={t('noProgrammeDocuments')}
                      onDownload={(document) =>
                        download(() => documentationApi.documentFile(document.id), `${document.nombre}.${document.extension ?? ''}`)
                      }
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
      </section>

      <ConfirmDialog
        open={deleting !== null}
        title={t('confirmDeleteTitle')}
        confirmLabel={t('confirmDeleteYes')}
        cancelLabel={t('cancel')}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('confirmDelete', { name: deleting?.nombre ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
};

export default DocumentationPage;
