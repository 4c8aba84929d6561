import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/api-client';
import { applyLanguage } from '@portal/i18n';
import type { CompanyContactRecord } from '@portal/contracts';
import { agreementsApi } from './api';
import { ContactLinkButton } from './ContactLinkButton';
import ContactLinkPage from './ContactLinkPage';
import { contactLinkUrl, signatureIn } from './contact-link';

const contact = {
  id: 42,
  idTipoContacto: 1,
  nameComplet: 'Lucía Enlace Firmado',
  tratamiento: 'Da.',
  nombre: 'Lucía',
  apellidos: 'Enlace Firmado',
  email: 'lucia@empresa.example',
  nif: '12345678Z',
  telefono1: '961234567',
  telefono2: null,
  puesto: 'Tutora',
  departamento: null,
} as unknown as CompanyContactRecord;
const signature = 'v1.7.1900000000.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(async () => {
  await applyLanguage('es');
  Element.prototype.scrollIntoView = vi.fn();
});

const openPage = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/datos-contacto/:id" element={<ContactLinkPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the link a company sends its contact', () => {
  it('carries the signature in the fragment, which the page reads back', () => {
    const url = contactLinkUrl('https://portal.example', 42, signature);
    expect(url).toBe(`https://portal.example/datos-contacto/42#enlace=${signature}`);
    expect(signatureIn(new URL(url).hash)).toBe(signature);
  });

  it('is asked for from the contacts list and shown ready to copy, with its expiry', async () => {
    vi.spyOn(agreementsApi, 'contactLink').mockResolvedValue({ idContacto: 42, parametrosControl: signature, caduca: '2026-12-01T10:00:00.000Z' });
    render(<ContactLinkButton contact={contact} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enlace para el contacto (Lucía Enlace Firmado)' }));
    const field = await screen.findByRole('textbox', { name: 'Enlace de acceso para Lucía Enlace Firmado' });
    expect((field as HTMLInputElement).value).toBe(`${window.location.origin}/datos-contacto/42#enlace=${signature}`);
    expect(screen.getByText(/sin cuenta hasta el 1 de diciembre de 2026/)).toBeTruthy();
  });

  it('shows the contact their own data through a valid link', async () => {
    const read = vi.spyOn(agreementsApi, 'contactByLink').mockResolvedValue(contact);
    openPage(`/datos-contacto/42#enlace=${signature}`);
    expect(await screen.findByText('Da. Lucía Enlace Firmado')).toBeTruthy();
    expect(screen.getByText('lucia@empresa.example')).toBeTruthy();
    expect(read).toHaveBeenCalledWith({ parametrosControl: signature, idContacto: 42 }, 'es', { silent: true });
  });

  it('says why an expired or altered link shows nothing, and asks nothing for a link cut short', async () => {
    vi.spyOn(agreementsApi, 'contactByLink').mockRejectedValue(new ApiError(42, 'El enlace ha caducado: pide uno nuevo a la empresa que te lo envió.'));
    openPage(`/datos-contacto/42#enlace=${signature}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('El enlace ha caducado: pide uno nuevo');
    expect(screen.queryByText('lucia@empresa.example')).toBeNull();
    cleanup();

    const read = vi.spyOn(agreementsApi, 'contactByLink');
    read.mockClear();
    openPage('/datos-contacto/42');
    expect(screen.getByRole('alert').textContent).toContain('El enlace no está completo');
    expect(read).not.toHaveBeenCalled();
  });
});
