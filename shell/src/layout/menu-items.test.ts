import { describe, expect, it } from 'vitest';
import type { BrandSettings } from '@portal/contracts';
import { menuItems } from './menu-items';

const flags = { hasEventos: true } as BrandSettings['flags'];

describe('menu items', () => {
  it('gives students their CV, offers and events', () => {
    const paths = menuItems({ userType: 'Alumno', flags, soloCicloFormativo: false }).map((item) => item.path);
    expect(paths).toEqual(['/mi-perfil-cv', '/ofertas-empleo', '/ofertas-practicas', '/eventos']);
  });

  it('gives companies their company page and drops events when the brand has none', () => {
    const paths = menuItems({ userType: 'Empresa', flags: { ...flags, hasEventos: false }, soloCicloFormativo: false }).map(
      (item) => item.path,
    );
    expect(paths).toEqual(['/mi-empresa']);
  });
});
