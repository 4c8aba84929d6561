import { describe, expect, it } from 'vitest';
import type { BrandSettings, RouteEntry } from '@portal/contracts';
import { menuItems, type MenuContext } from './menu-items';

const allFlags: BrandSettings['flags'] = {
  hasEventos: true,
  hasGuiasOrientacion: true,
  canCambiarPracticas: true,
  canBorrarCuenta: true,
  hashelp: true,
  popupDatosObligatorios: false,
  checkDatosCompletosEmpresa: false,
  canRegistroAlumno: true,
};

/** Every menu page, as the live remotes declare them; `/ayuda` is not published by any yet. */
const routes: RouteEntry[] = [
  '/mi-perfil-cv', '/mis-practicas', '/mis-candidaturas', '/ofertas-empleo', '/ofertas-practicas',
  '/propuesta-practicas', '/encuestas', '/eventos', '/programa-estudia-trabaja', '/guias-orientacion',
  '/cambiar-contrasena', '/solicitar-baja', '/mis-ofertas', '/mi-empresa', '/contacto', '/programas-practicas-activos',
].map((path, index) => ({ id: `page${index}`, path, access: 'logged' }));

const student: MenuContext = {
  routes,
  userType: 'Alumno',
  flags: allFlags,
  soloCicloFormativo: false,
  hasPracticas: true,
  offerCounts: { empleo: 3, practicas: 2, estudiaYtrabaja: 1 },
};
const paths = (context: MenuContext) => menuItems(context).map((item) => item.path);

describe('student menu', () => {
  it('offers the CV, both offer lists and events when there are offers and the brand has events', () => {
    expect(paths(student)).toEqual(expect.arrayContaining(['/mi-perfil-cv', '/ofertas-empleo', '/ofertas-practicas', '/eventos']));
    expect(paths(student)[0]).toBe('/mi-perfil-cv');
  });

  it('hides an offer list with no offers, and both while the counts are unknown', () => {
    const noJobs = { empleo: 0, practicas: 4, estudiaYtrabaja: 0 };
    expect(paths({ ...student, offerCounts: noJobs })).not.toContain('/ofertas-empleo');
    expect(paths({ ...student, offerCounts: noJobs })).toContain('/ofertas-practicas');
    expect(paths({ ...student, offerCounts: noJobs })).not.toContain('/programa-estudia-trabaja');
    expect(paths(student)).toContain('/programa-estudia-trabaja');
    expect(paths({ ...student, offerCounts: null })).not.toContain('/ofertas-empleo');
    expect(paths({ ...student, offerCounts: null })).not.toContain('/ofertas-practicas');
  });

  it('hides internship offers from vocational-cycle-only students', () => {
    expect(paths({ ...student, soloCicloFormativo: true })).not.toContain('/ofertas-practicas');
    expect(paths({ ...student, soloCicloFormativo: true })).toContain('/ofertas-empleo');
  });

  it('drops events when the brand has none', () => {
    expect(paths({ ...student, flags: { ...allFlags, hasEventos: false } })).not.toContain('/eventos');
  });
});

describe('company menu', () => {
  it('offers the company page and follows the events flag', () => {
    const company: MenuContext = { ...student, userType: 'Empresa', offerCounts: null };
    expect(paths(company)).toContain('/mi-empresa');
    expect(paths(company)).not.toContain('/mi-perfil-cv');
    expect(paths({ ...company, flags: { ...allFlags, hasEventos: false } })).not.toContain('/eventos');
  });
});

describe('menu and route tables', () => {
  it('links only to pages a live remote declares, and picks up a page as soon as one does', () => {
    expect(paths(student)).not.toContain('/ayuda');
    const withHelp = [...routes, { id: 'help', path: '/ayuda', access: 'student' as const }];
    expect(paths({ ...student, routes: withHelp })).toContain('/ayuda');
    expect(menuItems({ ...student, routes: withHelp }).find((item) => item.path === '/ayuda')?.routeId).toBe('help');
  });
});

