import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, logIn, logInAsNewStudent, scrollThroughHome, switchLanguage } from './support';

test('the home shows the first orientation guides, each opening its guide', async ({ page }) => {
  await logIn(page, accounts.student);
  await scrollThroughHome(page);
  const guides = page.getByTestId('home-guides');
  await expect(guides.getByRole('heading', { name: 'Guías de orientación' })).toBeVisible();
  const links = guides.getByRole('listitem').getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  await expectAccessible(page);
  const title = (await links.first().textContent()) ?? '';
  await links.first().click();
  await expect(page).toHaveURL(/\/guias-orientacion#guia-\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeFocused();
  await expectAccessible(page);
});

test('a new student is asked once per session for the social security number, in a dialog closed by keyboard', async ({
  page,
}) => {
  await logInAsNewStudent(page, 'popup-nss');
  const dialog = page.getByRole('dialog', { name: 'Completa tus datos' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Falta tu número de la Seguridad Social' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Añadir mis datos de la Seguridad Social' })).toHaveAttribute(
    'href',
    '/mi-perfil-cv#seguridad-social',
  );
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Back home in the same session: the dialog does not come back.
  await page.goto('/mis-candidaturas');
  await page.goto('/');
  await scrollThroughHome(page);
  await expect(page.getByTestId('home-guides')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the help page reads in Spanish and Catalan, and the CV page opens it in a dialog', async ({ page }) => {
  await logInAsNewStudent(page, 'ayuda');
  await page.goto('/ayuda');
  await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contenido' });
  await contents.getByRole('link', { name: 'Contactar con el servicio de empleo y prácticas' }).click();
  await expect(page.getByTestId('help-emails').getByRole('link').first()).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('link', { name: 'Ir a mis datos de la Seguridad Social' })).toHaveAttribute(
    'href',
    '/mi-perfil-cv#seguridad-social',
  );
  await expectAccessible(page);

  await switchLanguage(page, 'ca');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajuda' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Completar el teu CV' })).toBeVisible();
  await expectAccessible(page);
  await switchLanguage(page, 'es');

  await page.goto('/mi-perfil-cv');
  await page.getByRole('button', { name: 'Ayuda', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ayuda' });
  await expect(dialog.getByRole('heading', { level: 3, name: 'Completar tu CV' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ayuda', exact: true })).toBeFocused();
});

test('applying without the data an internship needs (518) links to the CV sections to fill', async ({ page }) => {
  const { email, password } = await logInAsNewStudent(page, 'sin-datos');
  // A study and the internship search, through the CV calls: the phone and the number stay missing.
  const login = await page.request.post('/api/Alumno/logaUsuario', { data: { usuario: email, password } });
  const headers = { authorization: `Bearer ${(await login.json()).datos.token}` };
  const study = await page.request.post('/api/Alumno/addEstudioUniversidad', {
    headers,
    data: { idTitulacion: 15, anioInicio: 2023, finalizado: false },
  });
  expect((await study.json()).status).toBe(0);
  const search = await page.request.post('/api/Alumno/editDatosBusquedaActivaPracticas', { headers, data: { activa: true } });
  expect((await search.json()).status).toBe(0);

  await page.goto('/ofertas-practicas/practicas-desarrollo-movil-levante-tech');
  await page.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
  const missing = page.getByTestId('refusal-fixes');
  await expect(missing.getByRole('link', { name: 'Tu teléfono (datos personales)' })).toHaveAttribute(
    'href',
    '/mi-perfil-cv?editar=datos-personales&campo=telefono#datos-personales',
  );
  await expect(missing.getByRole('link')).toHaveCount(2);
  await expectAccessible(page);
  await missing.getByRole('link', { name: 'Tu número de la Seguridad Social' }).click();
  await expect(page).toHaveURL(/\/mi-perfil-cv\?editar=seguridad-social&campo=numSeguridadSocial#seguridad-social$/);
  // The form opens on the number, focused, below the sticky header.
  await expect(page.locator('#seguridad-social [name="numSeguridadSocial"]')).toBeFocused();
});
