import { describe, expect, it } from 'vitest';
import { routeById, type BrandSettings } from '@portal/contracts';
import { decide, type GuardContext } from './guards';

const flags: BrandSettings['flags'] = {
  hasEventos: true,
  hasGuiasOrientacion: false,
  canCambiarPracticas: false,
  canBorrarCuenta: true,
  hashelp: false,
  popupDatosObligatorios: false,
  checkDatosCompletosEmpresa: false,
  canRegistroAlumno: true,
};

const context = (routeId: string, overrides: Partial<GuardContext> = {}): GuardContext => {
  const route = routeById(routeId);
  return { route, pathname: route.path, userType: null, brand: { mantenimiento: false, flags }, godMode: false, ...overrides };
};

describe('route guards', () => {
  it('sends a visitor to login and remembers where they wanted to go', () => {
    expect(decide(context('cv'))).toEqual({ kind: 'redirect', to: '/login', rememberPath: '/mi-perfil-cv' });
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
