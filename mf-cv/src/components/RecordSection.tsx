import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { isApiError } from '@portal/api-client';
import { Status } from '@portal/contracts';
import { LazyPart, useLanguage, useOpenedByFix } from '@portal/ui';
import { cvApi } from '../api';
import { RefusalNotice } from '../forms/FormFrame';
import type { AnyForm, fieldKit } from '../forms/field-kit';
import type { FormSchema } from '../forms/use-cv-form';
import { useCv } from '../hooks/use-cv';
import { DeleteDialog } from './DeleteDialog';
import { landOnArrivedForm, sectionEditors, type EditorParts } from './section-editors';
import { SavedNotice, SectionCard } from './SectionCard';
import '../i18n';


export interface RecordSectionProps<Item extends { id: number }> {
  anchor: string;
  title: string;
  addLabel: string;
  emptyText: string;
  items: readonly Item[];
  /** The record as the list shows it: a title and a line of details. */
  describe: (item: Item) => { title: string; details?: ReactNode };
  /** The schemas, from the `parts` that arrive with the forms' code (section-editors.ts). */
  schemas: { add: (parts: EditorParts) => FormSchema; edit: (parts: EditorParts) => FormSchema };
  /** The form's values for a new record (null) or an existing one (with its id). */
  defaults: (item: Item | null) => FieldValues;
  /** The form's fields (a render function, so the inputs keep their state across renders). */
  fields: (kit: ReturnType<typeof fieldKit>, form: AnyForm, item: Item | null, parts: EditorParts) => ReactNode;
  /** The spec calls; `add` may depend on the values (a study of the institution or another). */
  calls: { add: string | ((values: FieldValues) => string); edit: string; del: string };
  /** What is sent: the schema's output unless a section adds to it (an attachment). */
  payloadOf?: (values: FieldValues, item: Item | null) => Promise<FieldValues> | FieldValues;
  /** Records the careers office validated: neither edited nor deleted. */
  isLocked?: (item: Item) => boolean;
  /** Shown under the list (a withdraw button of the institution's studies...). */
  extraActions?: (item: Item) => ReactNode;
}

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: number };

/**
 * A CV section made of records (studies, languages, experience...): the list, and each record
 * added, edited and deleted in place through the section's spec calls, with save and cancel (the
 * forms' code fetched when one is first opened).
 */
export const RecordSection = <Item extends { id: number }>(props: RecordSectionProps<Item>) => {
  const { t } = useTranslation('cv');
  const { refresh } = useCv();
  // A refusal's fix (`?anadir=<anchor>`, 26: add a study) lands on this section's new record, open.
  const openedByFix = useOpenedByFix(props.anchor, 'anadir');
  const [editing, setEditing] = useState<Editing>(openedByFix ? { kind: 'new' } : { kind: 'none' });
  const [saved, setSaved] = useState<{ aviso: number | null | undefined } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [refused, setRefused] = useState<number | null>(null);
  const language = useLanguage();

  const remove = async (item: Item) => {
    setDeleting(null);
    setSaved(null);
    try {
      await cvApi.remove(props.calls.del, item.id, language);
      setRefused(null);
      await refresh();
      setSaved({ aviso: undefined });
    } catch (error) {
      setRefused(isApiError(error) ? error.status : Status.serviceUnavailable);
    }
  };

  const editedItem = editing.kind === 'edit' ? (props.items.find((item) => item.id === editing.id) ?? null) : null;
  /** The form of a new record (`null`) or of `item`, its code fetched when first opened. */
  const editorOf = (item: Item | null, onArrived?: () => void) => (
    <LazyPart module={sectionEditors} onArrived={onArrived}>
      {({ RecordEditor }) => (
        <RecordEditor
          {...props}
          item={item}
          onDone={(aviso) => {
            setEditing({ kind: 'none' });
            if (aviso !== false) setSaved({ aviso });
          }}
        />
      )}
    </LazyPart>
  );
  return (
    <SectionCard
      anchor={props.anchor}
      title={props.title}
      actions={
        editing.kind === 'none' ? (
          <button
            type="button"
            className="portal-button portal-button--secondary"
            onClick={() => {
              setSaved(null);
              setRefused(null);
              setEditing({ kind: 'new' });
            }}
          >
            {props.addLabel}
          </button>
        ) : null
      }
    >
      <div aria-live="polite">
        {saved ? <SavedNotice aviso={saved.aviso} /> : null}
      </div>
      {refused !== null ? <RefusalNotice status={refused} /> : null}
      {editing.kind === 'new' ? editorOf(null, openedByFix ? () => landOnArrivedForm(props.anchor) : undefined) : null}
      {props.items.length === 0 ? <p className="cv-empty">{props.emptyText}</p> : null}
      <ul className="cv-records">
        {props.items.map((item) => {
          const { title, details } = props.describe(item);
          const locked = props.isLocked?.(item) ?? false;
          if (editedItem?.id === item.id) {
            return (
              <li key={item.id}>
                {editorOf(item)}
              </li>
            );
          }
          return (
            <li key={item.id} className="cv-record">
              <div>
                <p className="cv-record__title">{title}</p>
                {details ? <div className="cv-record__details">{details}</div> : null}
                {locked ? <p className="cv-hint">{t('lockedRecord')}</p> : null}
              </div>
              <div className="cv-actions">
                {props.extraActions?.(item)}
                {locked ? null : (
                  <>
                    <button
                      type="button"
                      className="portal-button portal-button--secondary"
                      aria-label={t('editNamed', { name: title })}
                      onClick={() => {
                        setSaved(null);
                        setRefused(null);
                        setEditing({ kind: 'edit', id: item.id });
                      }}
                    >
                      {t('edit')}
                    </button>
                    <button
                      type="button"
                      className="portal-button portal-button--secondary"
                      aria-label={t('deleteNamed', { name: title })}
                      onClick={() => setDeleting(item)}
                    >
                      {t('delete')}
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <DeleteDialog
        name={deleting ? props.describe(deleting).title : null}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </SectionCard>
  );
};
