import { expect, test, type Page } from '@playwright/test';
import {
  accounts,
  demoPassword,
  expectAccessible,
  expectNoSidewaysScroll,
  expectVisibleBelowHeader,
  logIn,
  logInAsNewStudent,
  switchLanguage,
} from './support';

/**
 * One rule for refusals (issue 24): a refusal the user can fix links to the exact place where it
 * is fixed, lands there visible below the sticky header and focused, and once fixed the action
 * goes through. And on a phone the sticky header never takes more than a fifth of the screen.
 */

const shots = process.env.REFUSALS_SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
};

const jobOffer = '/ofertas-empleo/ingeniero-obra-civil-mediterraneo-obras';

test.setTimeout(240_000);

test('a new student’s refusals each lead to the field that fixes them, and the application then goes through', async ({ page }) => {
  await logInAsNewStudent(page, 'rechazos');
  await page.goto(jobOffer);
  const apply = page.getByRole('button', { name: 'Inscribirme en la oferta' });
  await apply.click();

  // 26: no studies. The refusal is announced, in view, and says where to add one.
  const noStudies = page.getByRole('alert').filter({ hasText: 'No hay estudios' });
  await expectVisibleBelowHeader(page, noStudies);
  await expectAccessible(page);
  await shoot(page, '1280-es-26-offer');
  await noStudies.getByRole('link', { name: 'Añade tus estudios en tu currículum' }).click();
  await expect(page).toHaveURL(/\/mi-perfil-cv\?anadir=estudios#estudios$/);
  const studies = page.locator('#estudios');
  const firstField = studies.locator('form input:focus, form select:focus');
  await expect(firstField).toHaveCount(1);
  await expectVisibleBelowHeader(page, studies.getByRole('heading', { level: 2 }));
  await expectAccessible(page);
  await shoot(page, '1280-es-26-landed');
  await studies.getByRole('combobox', { name: 'Titulación' }).selectOption({ label: 'Grado en Ingeniería Informática' });
  await studies.getByLabel('Año de inicio').fill('2023');
  await studies.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(studies.getByText('Grado en Ingeniería Informática')).toBeVisible();

  // Back to the offer: 54, the job search is off. Its link opens the switch, focused.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${jobOffer}$`));
  await apply.click();
  const noSearch = page.getByRole('alert').filter({ hasText: 'Activa tu búsqueda' });
  await expectVisibleBelowHeader(page, noSearch);
  await noSearch.getByRole('link', { name: 'Activa la búsqueda de prácticas o empleo en tu currículum' }).click();
  await expect(page).toHaveURL(/\/mi-perfil-cv\?editar=busqueda&campo=trabajo#busqueda$/);
  const jobSwitch = page.locator('#busqueda').getByLabel('Busco empleo');
  await expect(jobSwitch).toBeFocused();
  await expectVisibleBelowHeader(page, jobSwitch);
  await expectAccessible(page);
  await shoot(page, '1280-es-54-landed');
  await jobSwitch.check();
  await page.locator('#busqueda').getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByTestId('cv-search-jobs')).toHaveText('Sí');

  // Retried: it goes through.
  await page.goBack();
  await apply.click();
  await expect(page.getByText('Te has inscrito en la oferta.')).toBeVisible();
  await expectAccessible(page);
});

test('on a phone the refusal and its fix are in view in Spanish and Catalan', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logInAsNewStudent(page, 'rechazos-movil');
  await page.goto(jobOffer);
  await page.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
  const noStudies = page.getByRole('alert').filter({ hasText: 'No hay estudios' });
  await expectVisibleBelowHeader(page, noStudies);
  await shoot(page, '375-es-26-offer');
  await noStudies.getByRole('link', { name: 'Añade tus estudios en tu currículum' }).click();
  await expectVisibleBelowHeader(page, page.locator('#estudios').getByRole('heading', { level: 2 }));
  await expectAccessible(page);
  await shoot(page, '375-es-26-landed');

  await switchLanguage(page, 'ca');
  await page.goto(jobOffer);
  await page.getByRole('button', { name: "Inscriu-me a l'oferta" }).click();
  const catalan = page.getByRole('alert');
  await expect(catalan.getByRole('link', { name: 'Afegeix els teus estudis al currículum' })).toBeVisible();
  await expectVisibleBelowHeader(page, catalan);
  await expectAccessible(page);
  await shoot(page, '375-ca-26-offer');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, '1280-ca-26-offer');
  await catalan.getByRole('link').click();
  await expectVisibleBelowHeader(page, page.locator('#estudios').getByRole('heading', { level: 2 }));
  await shoot(page, '1280-ca-26-landed');
  await switchLanguage(page, 'es');
});

/** The header's height at the top of the page, where it is tallest. */
const headerHeight = (page: Page) =>
  page.locator('header.shell-header').evaluate((header) => header.getBoundingClientRect().height);

test('on a 375 × 740 phone the header takes at most a fifth of the screen, for students, companies and staff', async ({ browser }) => {
  const heights: Record<string, number> = {};
  // Each role in a browser of its own: no session carries over.
  const phone = async () => (await browser.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 8181}`, viewport: { width: 375, height: 740 }, locale: 'es-ES' })).newPage();
  let page = await phone();

  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Menú/ })).toBeVisible();
  heights.student = await headerHeight(page);
  await expectNoSidewaysScroll(page);
  await shoot(page, '375-es-student-home');
  await page.context().close();

  page = await phone();
  await page.goto('/login/empresas');

  await logIn(page, accounts.company, 'company');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.getByRole('button', { name: /Menú/ })).toBeVisible();
  heights.company = await headerHeight(page);
  await shoot(page, '375-es-company-home');
  await page.context().close();

  page = await phone();

  await page.goto('/orientacion/acceso');
  await page.getByLabel('Correo electrónico').fill('orientacion@demo.test');
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Colas de trabajo' })).toBeVisible();
  heights.staff = await headerHeight(page);
  await shoot(page, '375-es-staff-queues');

  console.log('header heights at 375 × 740:', JSON.stringify(heights));
  for (const height of Object.values(heights)) expect(height).toBeLessThanOrEqual(148);
});
