import { describe, expect, it } from 'vitest';
import { companyBrandDefaults, type BrandSettings, type RouteEntry } from '@portal/contracts';
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
  verificarEstudiosDeclarados: false,
};

/** Every menu page, as the live remotes declare them; `/ayuda` is not published by any yet. */
const routes: RouteEntry[] = [
  '/mi-perfil-cv', '/mis-practicas', '/mis-candidaturas', '/ofertas-empleo', '/ofertas-practicas',
  '/propuesta-practicas', '/encuestas', '/eventos', '/programa-estudia-trabaja', '/guias-orientacion',
  '/cambiar-contrasena', '/solicitar-baja', '/mis-ofertas', '/mi-empresa', '/contacto', '/programas-practicas-activos',
  '/nueva-oferta', '/solicitar-cambio-practicas', '/documentacion', '/solicitudes-practicas-educacion', '/mi-perfil',
  '/candidatos', '/facturas',
].map((path, index) => ({ id: `page${index}`, path, access: 'logged' }));

const student: MenuContext = {
  routes,
  userType: 'Alumno',
  flags: allFlags,
  soloCicloFormativo: false,
  hasPracticas: true,
  offerCounts: { empleo: 3, practicas: 2, estudiaYtrabaja: 1 },
  companyFlags: companyBrandDefaults,
  educationRequestsMenu: true,
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
  const company: MenuContext = { ...student, userType: 'Empresa', offerCounts: null };

  it("has spec 001 §2's entries in its order (logout is the header's link) with all candidates, invoices and Mi empresa, none of the student's", () => {
    expect(paths(company)).toEqual([
      '/mis-ofertas',
      '/candidatos',
      '/nueva-oferta',
      '/propuesta-practicas',
      '/solicitar-cambio-practicas',
      '/programas-practicas-activos',
      '/documentacion',
      '/facturas',
      '/solicitudes-practicas-educacion',
      '/mi-empresa',
      '/mi-perfil',
      '/contacto',
    ]);
  });

  it('drops the internship change and the programmes with their brand settings', () => {
    const off = { ...companyBrandDefaults, solicitarCambioPracticas: false, programasPracticas: false };
    expect(paths({ ...company, companyFlags: off })).not.toContain('/solicitar-cambio-practicas');
    expect(paths({ ...company, companyFlags: off })).not.toContain('/programas-practicas-activos');
    // Without uploads the documentation page still shows what the company has.
    expect(paths({ ...company, companyFlags: { ...companyBrandDefaults, subidaDocumentacion: false } })).toContain('/documentacion');
  });

  it('offers the education requests only when the company has some and the brand has the menu', () => {
    expect(paths({ ...company, educationRequestsMenu: false })).not.toContain('/solicitudes-practicas-educacion');
    expect(paths({ ...company, educationRequestsMenu: null })).not.toContain('/solicitudes-practicas-educacion');
    const noMenu = { ...companyBrandDefaults, menuSolicitudesPracticasEducacion: false };
    expect(paths({ ...company, companyFlags: noMenu })).not.toContain('/solicitudes-practicas-educacion');
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


describe('staff menu', () => {
  const staffRoutes: RouteEntry[] = [
    ...routes,
    { id: 'officeDashboard', path: '/orientacion', access: 'staff' },
    { id: 'officeQueue', path: '/orientacion/cola/:cola', access: 'staff' },
    { id: 'officeStaffAccounts', path: '/orientacion/personal', access: 'admin' },
    { id: 'officeChangePassword', path: '/orientacion/cambiar-contrasena', access: 'staff' },
    { id: 'officeLogin', path: '/orientacion/acceso', access: 'anonymous' },
  ];
  const staff: MenuContext = { ...student, routes: staffRoutes, userType: 'Orientacion', staffRole: 'office' };

  it("comes from the route table: the staff pages without parameters, in the remotes' order", () => {
    expect(paths(staff)).toEqual(['/orientacion', '/orientacion/cambiar-contrasena']);
  });

  it('shows the admin-only pages to admins', () => {
    expect(paths({ ...staff, staffRole: 'admin' })).toEqual(['/orientacion', '/orientacion/personal', '/orientacion/cambiar-contrasena']);
  });

  it('never shows staff pages to students or companies', () => {
    expect(paths({ ...student, routes: staffRoutes })).not.toContain('/orientacion');
    expect(paths({ ...student, routes: staffRoutes, userType: 'Empresa' })).not.toContain('/orientacion');
  });
});
