import { describe, expect, it } from 'vitest';
import { companyBrandDefaults, type BrandSettings, type RouteEntry } from '@portal/contracts';
import { decide, type GuardContext } from './guards';
import { staffPagesOf } from './staff-pages';

const flags: BrandSettings['flags'] = {
  hasEventos: true,
  hasGuiasOrientacion: false,
  canCambiarPracticas: false,
  canBorrarCuenta: true,
  hashelp: false,
  popupDatosObligatorios: false,
  checkDatosCompletosEmpresa: false,
  canRegistroAlumno: true,
  verificarEstudiosDeclarados: false,
};

/** Rows as the remotes declare them (their own route tables), with the shell's own pages. */
const routes: RouteEntry[] = [
  { id: 'cv', path: '/mi-perfil-cv', access: 'student', page: { remote: 'mf_cv', module: 'CvPage' } },
  { id: 'myCompany', path: '/mi-empresa', access: 'company', page: { remote: 'mf_company', module: 'CompanyPage' } },
  { id: 'login', path: '/login', access: 'anonymous', page: { remote: 'mf_session', module: 'LoginPage' } },
  { id: 'events', path: '/eventos', access: 'logged', flag: 'hasEventos', page: { remote: 'mf_surveys_events', module: 'EventsPage' } },
  { id: 'internshipChange', path: '/solicitar-cambio-practicas', access: 'company', flag: 'solicitarCambioPracticas', page: { remote: 'mf_company', module: 'InternshipChangePage' } },
  { id: 'publicEvent', path: '/evento-publico/:id', access: 'public', page: { remote: 'mf_surveys_events', module: 'PublicEventPage' } },
  { id: 'officeDashboard', path: '/orientacion', aliases: ['/orientacio'], access: 'staff', page: { remote: 'mf_office', module: 'DashboardPage' } },
  { id: 'officeLogin', path: '/orientacion/acceso', aliases: ['/orientacio/acces'], access: 'anonymous', page: { remote: 'mf_office', module: 'StaffLoginPage' } },
  { id: 'officeQueue', path: '/orientacion/cola/:cola', access: 'staff', page: { remote: 'mf_office', module: 'QueuePage' } },
  { id: 'officeStaffAccounts', path: '/orientacion/personal', access: 'admin', page: { remote: 'mf_office', module: 'StaffAccountsPage' } },
  { id: 'contact', path: '/contacto', access: 'public', page: { remote: 'mf_session', module: 'ContactPage' } },
  { id: 'home', path: '/', access: 'logged' },
  { id: 'maintenance', path: '/mantenimiento', access: 'public' },
  { id: 'godMode', path: '/gma2019', access: 'public' },
  { id: 'notFound', path: '/404', access: 'public' },
];

const context = (routeId: string, overrides: Partial<GuardContext> = {}): GuardContext => {
  const route = routes.find((entry) => entry.id === routeId);
  if (!route) throw new Error(`No fixture route ${routeId}`);
  return { route, pathname: route.path, userType: null, brand: { mantenimiento: false, flags }, godMode: false, ...overrides };
};

describe('route guards', () => {
  it('sends a visitor to login and remembers where they wanted to go', () => {
    expect(decide(context('cv'))).toEqual({ kind: 'redirect', to: '/login', rememberPath: '/mi-perfil-cv' });
  });

  it("sends a visitor of a company's page to the company login, remembering the page", () => {
    expect(decide(context('myCompany'))).toEqual({ kind: 'redirect', to: '/login/empresas', rememberPath: '/mi-empresa' });
    expect(decide(context('events'))).toEqual({ kind: 'redirect', to: '/login', rememberPath: '/eventos' });
  });

  it('lets a student open student pages and keeps companies out of them', () => {
    expect(decide(context('cv', { userType: 'Alumno' }))).toEqual({ kind: 'render' });
    expect(decide(context('cv', { userType: 'Empresa' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(context('myCompany', { userType: 'Alumno' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(context('myCompany', { userType: 'Empresa' }))).toEqual({ kind: 'render' });
  });

  it('sends a logged user away from the login pages, on to where they wanted to go', () => {
    expect(decide(context('login', { userType: 'Alumno' }))).toEqual({ kind: 'resume' });
    expect(decide(context('login'))).toEqual({ kind: 'render' });
  });

  it('hides a route whose brand flag is off', () => {
    const off = { mantenimiento: false, flags: { ...flags, hasEventos: false } };
    expect(decide(context('events', { userType: 'Alumno', brand: off }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it("follows a company setting of the brand (empresas) as a route flag, its default when the brand has none", () => {
    const company = { userType: 'Empresa' as const };
    expect(decide(context('internshipChange', company))).toEqual({ kind: 'render' });
    const off = { mantenimiento: false, flags, empresas: { ...companyBrandDefaults, solicitarCambioPracticas: false } };
    expect(decide(context('internshipChange', { ...company, brand: off }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('shows maintenance everywhere but to god mode', () => {
    const down = { mantenimiento: true, flags };
    expect(decide(context('cv', { userType: 'Alumno', brand: down }))).toEqual({ kind: 'redirect', to: '/mantenimiento' });
    expect(decide(context('maintenance', { brand: down }))).toEqual({ kind: 'render' });
    expect(decide(context('cv', { userType: 'Alumno', brand: down, godMode: true }))).toEqual({ kind: 'render' });
  });

  it('lets anyone open a public event', () => {
    expect(decide(context('publicEvent', { pathname: '/evento-publico/3' }))).toEqual({ kind: 'render' });
  });
});

describe('guard 1: a page opened by a forum window', () => {
  it('waits for the forum login on a protected page, and runs no other guard', () => {
    expect(decide(context('cv', { forum: true }))).toEqual({ kind: 'awaitForumLogin' });
    expect(decide(context('cv', { forum: true, userType: 'Alumno' }))).toEqual({ kind: 'render' });
    expect(decide(context('login', { forum: true, userType: 'Alumno' }))).toEqual({ kind: 'render' });
  });
});

describe('the careers office staff', () => {
  const staffPages = staffPagesOf(routes);
  const office = { userType: 'Orientacion' as const, staffRole: 'office' as const, staffPages };
  const admin = { ...office, staffRole: 'admin' as const };

  it('finds the staff home and login in the route table by their ids', () => {
    expect(staffPages).toEqual({ home: '/orientacion', login: '/orientacion/acceso', logout: '/logout' });
  });

  it('sends a visitor of a staff page to the staff login, remembering the page', () => {
    expect(decide(context('officeQueue', { pathname: '/orientacion/cola/ofertas', staffPages }))).toEqual({
      kind: 'redirect',
      to: '/orientacion/acceso',
      rememberPath: '/orientacion/cola/ofertas',
    });
    expect(decide(context('officeLogin', { staffPages }))).toEqual({ kind: 'render' });
  });

  it('lets staff open staff pages and keeps students and companies out of them', () => {
    expect(decide(context('officeDashboard', office))).toEqual({ kind: 'render' });
    expect(decide(context('officeDashboard', { userType: 'Alumno', staffPages }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(context('officeQueue', { userType: 'Empresa', staffPages, pathname: '/orientacion/cola/empresas' }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('opens admin pages to admins only; an office member goes to the staff home', () => {
    expect(decide(context('officeStaffAccounts', admin))).toEqual({ kind: 'render' });
    expect(decide(context('officeStaffAccounts', office))).toEqual({ kind: 'redirect', to: '/orientacion' });
    expect(decide(context('officeStaffAccounts', { userType: 'Alumno', staffPages }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends staff on a student, company or any-user page (home included) to the staff home', () => {
    expect(decide(context('cv', office))).toEqual({ kind: 'redirect', to: '/orientacion' });
    expect(decide(context('myCompany', office))).toEqual({ kind: 'redirect', to: '/orientacion' });
    expect(decide(context('home', office))).toEqual({ kind: 'redirect', to: '/orientacion' });
    expect(decide(context('events', office))).toEqual({ kind: 'redirect', to: '/orientacion' });
  });

  it('moves a logged user on from the login pages: staff from any, students and companies from the staff one', () => {
    expect(decide(context('login', office))).toEqual({ kind: 'resume' });
    expect(decide(context('officeLogin', office))).toEqual({ kind: 'resume' });
    expect(decide(context('officeLogin', { userType: 'Empresa', staffPages }))).toEqual({ kind: 'resume' });
    expect(decide(context('officeLogin', { userType: 'Empresa', staffPages, pathname: '/orientacio/acces' }))).toEqual({
      kind: 'resume',
    });
  });

  it("lets staff open public pages, and keeps the office's own pages and login open in maintenance", () => {
    const down = { mantenimiento: true, flags };
    expect(decide(context('contact', office))).toEqual({ kind: 'render' });
    expect(decide(context('contact', { ...office, brand: down }))).toEqual({ kind: 'redirect', to: '/mantenimiento' });
    expect(decide(context('officeDashboard', { ...office, brand: down }))).toEqual({ kind: 'render' });
    expect(decide(context('officeStaffAccounts', { ...office, staffRole: 'admin', brand: down }))).toEqual({ kind: 'render' });
    expect(decide(context('officeLogin', { staffPages, pathname: '/orientacion/acceso', brand: down }))).toEqual({ kind: 'render' });
    // A visitor who is not staff is still sent to the login, not past maintenance.
    expect(decide(context('officeDashboard', { staffPages, pathname: '/orientacion', brand: down }))).toEqual({
      kind: 'redirect',
      to: '/orientacion/acceso',
      rememberPath: '/orientacion',
    });
  });
});
