import { expect, test, type Page } from '@playwright/test';
import { accounts, expectAccessible, logIn } from './support';

/**
 * What a company collected in the offer wizard reaches the students' offer page and the
 * company's own offer view (issue 24), with degrees by name; a copy of an older offer opens as a
 * draft in the editor, naming the fields it lacks.
 */

const shoot = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${process.env.SHOTS_DIR ?? 'test-results/shots'}/${name}-${width}.png`, fullPage: true });
  }
};

// A shared 2-core machine under other sessions' builds: pages may take long to first load.
test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 60_000 };

test("a student reads the wizard's fields of an internship offer, degrees by name", async ({ page }) => {
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.goto('/ofertas-practicas/levante-tech-practicas-producto-web');
  await expect(page.getByRole('heading', { level: 1, name: 'Prácticas en producto web' })).toBeVisible(slow);
  await expect(page.getByRole('heading', { level: 2, name: 'El puesto' })).toBeVisible();
  const facts = page.locator('.offer-facts');
  await expect(facts.getByText('Desarrollador/a en prácticas')).toBeVisible();
  await expect(facts.getByText('Desarrollo de interfaces, pruebas automatizadas')).toBeVisible();
  await expect(facts.getByText('Prácticas extracurriculares')).toBeVisible();
  await expect(facts.getByText('Marta Soler Navarro · Jefa de equipo · Ingeniería Informática')).toBeVisible();
  // The tutor's e-mail is the company's, not shown to students.
  await expect(page.getByText('marta.soler@levante.example')).toHaveCount(0);
  await expect(page.getByText('Grado en Ingeniería Informática')).toBeVisible();
  await expect(page.getByText('G-II', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'student-offer-detail');
});

test('a company duplicates an older offer: the copy opens as a draft in its editor, naming what it lacks', async ({ page }) => {
  await logIn(page, accounts.company, 'company');
  await expect(page.getByTestId('company-home-name')).not.toBeEmpty(slow);
  await page.goto('/mis-ofertas');
  // An offer of the demo no other test changes (company-offers closes the Java one).
  await page.getByLabel('Título').fill('Prácticas: Diseñador/a UX/UI');
  await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
  const offers = page.getByTestId('my-offer');
  const original = offers.filter({ hasNotText: 'Borrador' });
  const drafts = offers.filter({ hasText: 'Borrador' });
  await expect(original).toHaveCount(1, slow);
  const draftsBefore = await drafts.count();

  await original.getByRole('button', { name: 'Duplicar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Duplicar la oferta/ });
  await expect(dialog.getByText('Se creará una copia en borrador')).toBeVisible();
  await dialog.getByRole('button', { name: 'Duplicar', exact: true }).click();

  const saved = page.getByTestId('copy-saved');
  await expect(saved.getByRole('heading', { name: 'Esta copia es un borrador' })).toBeVisible();
  await expect(saved.getByRole('listitem').first()).toContainText('Este campo es requerido');
  await expect(drafts).toHaveCount(draftsBefore + 1);
  await expectAccessible(page);
  await shoot(page, 'company-copy-saved');

  await saved.getByRole('link', { name: 'Editar la copia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar la oferta' })).toBeVisible();
  await expect(page.getByText('Oferta no editable')).toHaveCount(0);
  await expect(page.getByTestId('pending-fields')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paso 1 de 4: La oferta' })).toBeVisible();
  await expect(page.getByLabel(/^Título/)).toHaveValue('Prácticas: Diseñador/a UX/UI');
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'company-copy-editor');

  // The draft is the company's to throw away too.
  await page.goto('/mis-ofertas');
  await page.getByLabel('Título').fill('Prácticas: Diseñador/a UX/UI');
  await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
  await expect(drafts).toHaveCount(draftsBefore + 1, slow);
  await drafts.first().getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog', { name: /Eliminar la oferta/ }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(drafts).toHaveCount(draftsBefore);
  await expect(original).toHaveCount(1);
});

test("the company's own offer view shows what it published, degrees by name, with its tutor's contact", async ({ page }) => {
  await logIn(page, accounts.company, 'company');
  await expect(page.getByTestId('company-home-name')).not.toBeEmpty();
  await page.goto('/mis-ofertas');
  await page.getByLabel('Título').fill('producto web');
  await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
  await page.getByTestId('my-offer').getByRole('link', { name: 'Ver la oferta' }).click();
  await expect(page.getByRole('heading', { name: 'El puesto' })).toBeVisible(slow);
  await expect(page.getByText('marta.soler@levante.example', { exact: false })).toBeVisible();
  await expect(page.getByText('Grado en Ingeniería Informática')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'company-offer-view');
});

test('the internship conditions page is public, in the language chosen', async ({ page }) => {
  await page.goto('/uib/condiciones-practicas');
  await expect(page.getByRole('heading', { level: 1, name: 'Condiciones de las prácticas' })).toBeVisible(slow);
  await expect(page.getByRole('heading', { level: 2, name: 'Si terminas tus estudios' })).toBeVisible();
  await expect(page.getByText('no solicites el título antes del 31 de agosto', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'internship-conditions');
});
