import type { ReactNode } from 'react';

/** What a listed document needs: a key and the name it is shown and its buttons are named by. */
export interface ListedDocument {
  id: number | string;
  nombre: string;
}

/** The words of the list's buttons, in the page's language; a named one is what a screen reader says. */
export interface DocumentListWords {
  open: string;
  openNamed: (name: string) => string;
  /** For a list whose files are saved rather than shown (`opensAsDownload`). */
  download?: string;
  downloadNamed?: (name: string) => string;
  delete: string;
  deleteNamed: (name: string) => string;
}

/** The look of the list, the page's own (a CV's documents look like its other records). */
export interface DocumentListClasses {
  list: string;
  item: string;
  text?: string;
  name: string;
  details: string;
  actions: string;
  empty?: string;
}

export interface DocumentListProps<D extends ListedDocument> {
  documents: readonly D[];
  /** Said instead of an empty list. */
  empty: string;
  /** The line under the name (kind, type, date...). */
  details: (document: D) => string;
  /** More about a document under its details (a review, a reason). */
  extra?: (document: D) => ReactNode;
  /** A document opened where it lives, in a new tab (a link); otherwise `onOpen` opens it. */
  href?: (document: D) => string | null | undefined;
  onOpen: (document: D) => void;
  /** `onOpen` saves the file rather than showing it: the button says "download". */
  opensAsDownload?: boolean;
  /** Without it, the list offers no delete. */
  onDelete?: ((document: D) => void) | undefined;
  words: DocumentListWords;
  classes: DocumentListClasses;
  testId?: string;
}

/**
 * A list of documents (a company's, a student's CV): each by name with its details, opened (a link
 * in a new tab, a file through the page's call) and deleted where the page allows, every button
 * named with the document for screen readers.
 */
export const DocumentList = <D extends ListedDocument>({
  documents,
  empty,
  details,
  extra,
  href,
  onOpen,
  opensAsDownload = false,
  onDelete,
  words,
  classes,
  testId,
}: DocumentListProps<D>) => {
  if (documents.length === 0) return <p className={classes.empty}>{empty}</p>;
  return (
    <ul className={classes.list} data-testid={testId}>
      {documents.map((document) => {
        const link = href?.(document);
        return (
          <li key={document.id} className={classes.item}>
            <div className={classes.text}>
              <p className={classes.name}>{document.nombre}</p>
              <p className={classes.details}>{details(document)}</p>
              {extra?.(document)}
            </div>
            <div className={classes.actions}>
              {link ? (
                <a
                  className="portal-button portal-button--secondary"
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={words.openNamed(document.nombre)}
                >
                  {words.open}
                </a>
              ) : (
                <button
                  type="button"
                  className="portal-button portal-button--secondary"
                  aria-label={(opensAsDownload && words.downloadNamed ? words.downloadNamed : words.openNamed)(document.nombre)}
                  onClick={() => onOpen(document)}
                >
                  {opensAsDownload && words.download ? words.download : words.open}
                </button>
              )}
              {onDelete ? (
                <button
                  type="button"
                  className="portal-button portal-button--secondary"
                  aria-label={words.deleteNamed(document.nombre)}
                  onClick={() => onDelete(document)}
                >
                  {words.delete}
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
};
