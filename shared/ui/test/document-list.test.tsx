import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentList, type DocumentListClasses } from '../src/documents/DocumentList';

afterEach(cleanup);

const classes: DocumentListClasses = { list: 'l', item: 'i', name: 'n', details: 'd', actions: 'a', empty: 'e' };
const words = {
  open: 'Abrir',
  openNamed: (name: string) => `Abrir ${name}`,
  download: 'Descargar',
  downloadNamed: (name: string) => `Descargar ${name}`,
  delete: 'Eliminar',
  deleteNamed: (name: string) => `Eliminar ${name}`,
};
const documents = [
  { id: 1, nombre: 'Escritura', enlace: null as string | null },
  { id: 2, nombre: 'Web', enlace: 'https://empresa.example/doc' },
];

describe('a list of documents', () => {
  it('says so when there is none', () => {
    render(<DocumentList documents={[]} empty="Sin documentos" details={() => ''} onOpen={() => undefined} words={words} classes={classes} />);
    expect(screen.getByText('Sin documentos').className).toBe('e');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('opens a link in a new tab and a file through the page, each button named with its document', () => {
    const onOpen = vi.fn();
    const onDelete = vi.fn();
    render(
      <DocumentList
        documents={documents}
        empty=""
        details={(document) => `PDF · ${document.id}`}
        extra={(document) => (document.id === 1 ? <p>Devuelto</p> : null)}
        href={(document) => document.enlace}
        onOpen={onOpen}
        opensAsDownload
        onDelete={onDelete}
        words={words}
        classes={classes}
        testId="docs"
      />,
    );
    expect(screen.getByTestId('docs').querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByText('PDF · 1')).toBeTruthy();
    expect(screen.getByText('Devuelto')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Abrir Web' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Descargar Escritura' }));
    expect(onOpen).toHaveBeenCalledWith(documents[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Web' }));
    expect(onDelete).toHaveBeenCalledWith(documents[1]);
  });

  it('opens every document through the page when it gives no links, and offers no delete without one', () => {
    const onOpen = vi.fn();
    render(<DocumentList documents={documents} empty="" details={() => ''} onOpen={onOpen} words={words} classes={classes} />);
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir Web' }));
    expect(onOpen).toHaveBeenCalledWith(documents[1]);
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });
});
