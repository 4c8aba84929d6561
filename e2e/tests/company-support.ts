import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromMail } from './account-mail';
import { accounts, demoPassword, expectAccessible } from './support';

/** The incorporation form of a selected candidate, filled as a company would (hours a day as given). */
export const fillIncorporationForm = async (page: Page, hoursPerDay: string) => {
  await page.getByLabel(/^Fecha de incorporación/).fill('2030-03-01');
  await page.getByLabel(/^Fecha de fin/).fill('2030-08-31');
  await page.getByLabel(/^Horas al día/).fill(hoursPerDay);
  await page.getByLabel(/^Horario/).fill('De 9 a 14');
  const tutor = page.getByRole('group', { name: 'Tutor en la empresa' });
  await tutor.getByLabel(/^Nombre/).fill('Ana');
  await tutor.getByLabel(/^Apellidos/).fill('López Gil');
  await tutor.getByLabel(/^Email/).fill('ana@empresa.test');
  await tutor.getByLabel(/^Teléfono/).fill('600111222');
  const centre = page.getByRole('group', { name: 'Centro de trabajo' });
  await centre.getByLabel(/^Nombre del centro/).fill('Oficina central');
  await centre.getByLabel(/^Dirección/).fill('Calle Mayor 1');
  await centre.getByLabel(/^Población/).fill('València');
  await centre.getByLabel(/^Provincia/).fill('Valencia');
  await centre.getByLabel(/^Código postal/).fill('46001');
  const project = page.getByRole('group', { name: 'Proyecto formativo' });
  await project.getByLabel(/^Objetivos/).fill('Aprender el oficio.');
  await project.getByLabel(/^Tareas/).fill('Desarrollo web.');
};

/** The demo company's API, for the steps of a journey that are not what the test is about. */
export const companyApi = async (request: APIRequestContext) => {
  const login = await request.post('/api/Empresa/logaUsuario', {
    data: { usuario: accounts.company, password: demoPassword },
  });
  const { datos } = (await login.json()) as { datos: { token: string } };
  const headers = { Authorization: `Bearer ${datos.token}` };
  return {
    post: async <T>(path: string, data: unknown): Promise<T> => {
      const response = await request.post(`/api/Empresa/${path}`, { headers, data });
      expect(response.ok()).toBe(true);
      return (await response.json()) as T;
    },
  };
};

/**
 * The careers office validates a pending offer through its queue's calls, as its screens do
 * (the demo brand, like the product, has the office validate every offer).
 */
export const officeValidatesOffer = async (request: APIRequestContext, offerId: number) => {
  const login = await request.post('/api/Orientacion/logaUsuario', { data: { usuario: 'orientacion@demo.test', password: demoPassword } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { datos: { token: string } }).datos.token}` };
  const record = await request.get(`/api/Orientacion/cola/ofertas/${offerId}`, { headers });
  const { version } = ((await record.json()) as { datos: { version: string } }).datos;
  const decision = await request.post(`/api/Orientacion/cola/ofertas/${offerId}/decision`, { headers, data: { accion: 'validar', version } });
  expect(await decision.json()).toMatchObject({ status: 0, datos: { estado: 'publicada' } });
};

/** A valid CIF of a company (letter B): seven digits and their control digit. */
export const companyCif = (digits: string) => {
  const sum = [...digits].reduce((total, char, index) => {
    const digit = Number(char);
    if (index % 2 === 1) return total + digit;
    const doubled = digit * 2;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return `B${digits}${(10 - (sum % 10)) % 10}`;
};

/** The careers office validates a company's account request (found by its CIF) through its queue's calls, as its screens do. */
export const officeValidatesCompany = async (request: APIRequestContext, cif: string) => {
  const login = await request.post('/api/Orientacion/logaUsuario', { data: { usuario: 'orientacion@demo.test', password: demoPassword } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { datos: { token: string } }).datos.token}` };
  const list = await request.get(`/api/Orientacion/cola/empresas?texto=${cif}`, { headers });
  const [item] = ((await list.json()) as { datos: { elementos: { id: number }[] } }).datos.elementos;
  expect(item, `the account request of ${cif} in the office's queue`).toBeDefined();
  const record = await request.get(`/api/Orientacion/cola/empresas/${item!.id}`, { headers });
  const { version } = ((await record.json()) as { datos: { version: string } }).datos;
  const decision = await request.post(`/api/Orientacion/cola/empresas/${item!.id}/decision`, { headers, data: { accion: 'validar', version } });
  expect((await decision.json()).status).toBe(0);
};

/** What step 1 of the offer wizard asks, as a company types it. */
export interface WizardOffer {
  title: string;
  post: string;
  description: string;
  tasks: string;
  department: string;
  places: string;
}

/** Fills step 1 of the offer wizard (a post in València, on site) and asks for the next step. */
export const fillWizardStepOne = async (page: Page, offer: WizardOffer): Promise<void> => {
  await page.getByLabel(/^Título/).fill(offer.title);
  await page.getByLabel(/^Puesto/).fill(offer.post);
  await page.getByLabel(/^Descripción/).fill(offer.description);
  await page.getByLabel(/^Tareas/).fill(offer.tasks);
  await page.getByLabel(/^Departamento/).fill(offer.department);
  await page.getByLabel(/^Plazas/).fill(offer.places);
  await page.getByLabel(/^Provincia/).selectOption('Valencia');
  await page.getByLabel(/^Población/).fill('València');
  await page.getByLabel(/^Modalidad/).selectOption({ label: 'Presencial' });
  await page.getByRole('button', { name: 'Siguiente' }).click();
};

/** A company that asks for its account through the public page. */
export interface NewCompany {
  cif: string;
  name: string;
  legalName: string;
  email: string;
  password: string;
}

/**
 * A new company asks for its account on `/solicitar-cuenta` (reached from the companies' login,
 * axe on it), sets its password through the link of the mail it receives, and is back on the
 * companies' login page, not yet validated by the careers office.
 */
export const requestCompanyAccount = async (page: Page, company: NewCompany): Promise<void> => {
  await page.goto('/login/empresas');
  await page.getByRole('link', { name: /solicítala/i }).click();
  await expect(page).toHaveURL(/\/solicitar-cuenta$/);
  await expectAccessible(page);
  await page.getByLabel('CIF').fill(company.cif);
  await page.getByLabel('Nombre comercial').fill(company.name);
  await page.getByLabel('Razón social').fill(company.legalName);
  await page.getByLabel('Persona de contacto').fill('Marta Roig');
  await page.getByLabel('Correo electrónico').fill(company.email);
  await page.getByLabel('Teléfono').fill('612345678');
  await page.getByLabel(/acepto la política de privacidad/i).check();
  await page.getByRole('button', { name: 'Solicitar la cuenta' }).click();
  await expect(page.getByRole('status').filter({ hasText: /pendiente|registrada/i })).toBeVisible();

  await page.goto(await linkFromMail(company.email, '/establecer-login'));
  await page.getByLabel('Nueva contraseña').fill(company.password);
  await page.getByLabel('Repite la contraseña').fill(company.password);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contraseña establecida' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al acceso' }).click();
  await expect(page).toHaveURL(/\/login\/empresas$/);
};
