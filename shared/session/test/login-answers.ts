import type { LoginData } from '@portal/contracts';

/** A token the store reads as it would a server's: a payload with its user and expiry (the signature is not checked here). */
export const tokenExpiringIn = (seconds: number, sub = '1') =>
  `h.${btoa(JSON.stringify({ sub, tipo: 'Alumno', exp: Math.floor(Date.now() / 1000) + seconds }))}.s`;

/** A student's login answer carrying `token`; `changes` sets what a test is about. */
export const loginAnswer = (token: string, changes: Partial<LoginData> = {}): LoginData => ({
  token,
  nombre: 'Lucía',
  esUFV: false,
  textoCortoRGPD: null,
  linkExternoRGPD: null,
  conPracticas: true,
  conEmpleo: true,
  primerAcceso: false,
  soloCicloFormativo: false,
  idIdiomaPreferido: 1,
  ...changes,
});
