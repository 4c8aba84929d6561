import { describe, expect, it } from 'vitest';
import { acceptForumLogin } from './forum-login';

const allowed = ['https://foro.universidad.example.org'];
const datos = {
  token: 'a.b.c',
  esUFV: false,
  textoCortoRGPD: null,
  linkExternoRGPD: null,
  conPracticas: true,
  conEmpleo: true,
  primerAcceso: false,
  soloCicloFormativo: false,
  idIdiomaPreferido: 1,
  nombre: 'Lucía Martín Pérez',
};
const message = { tipo: 'portal-login', userType: 'Alumno', datos };

describe('cross-window login (guard 1)', () => {
  it('accepts the login of an allowed origin', () => {
    expect(acceptForumLogin({ origin: allowed[0]!, data: message }, allowed)).toEqual({ userType: 'Alumno', datos });
  });

  it('refuses any other origin, even one that starts like an allowed one', () => {
    expect(acceptForumLogin({ origin: 'https://evil.example', data: message }, allowed)).toBeNull();
    expect(acceptForumLogin({ origin: `${allowed[0]!}.evil.example`, data: message }, allowed)).toBeNull();
    expect(acceptForumLogin({ origin: 'null', data: message }, allowed)).toBeNull();
  });

  it('refuses a message that is not a login', () => {
    expect(acceptForumLogin({ origin: allowed[0]!, data: 'hello' }, allowed)).toBeNull();
    expect(acceptForumLogin({ origin: allowed[0]!, data: { ...message, userType: 'Admin' } }, allowed)).toBeNull();
    expect(acceptForumLogin({ origin: allowed[0]!, data: { ...message, datos: { token: 1 } } }, allowed)).toBeNull();
  });
});
