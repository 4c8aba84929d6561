import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, expectNoSidewaysScroll, logIn, scrollThroughHome, staffLogIn } from './support';

/**
 * Issue 26, orientation guides: the office writes a guide with an image in es and ca (a <script>
 * in its description is refused, naming it, on the field that holds it), previews it, saves it as
 * a draft, publishes it and moves it up to the first place (each move announced); the demo student
 * sees it first on /guias-orientacion, with its image and alternative text, and on the home's
 * module; the office withdraws it and the student no longer sees it. axe on every office page
 * visited, and the form and the list on a 390 px screen without sideways scroll.
 */
const stamp = Date.now().toString().slice(-7);
const title = `Busca prácticas con método ${stamp}`;
/** A whole 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the office writes, publishes and moves a guide first, a student reads it first, and it goes when withdrawn', async ({ browser }) => {
  test.setTimeout(240_000);
  const office = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await staffLogIn(office);
  await office.getByRole('region', { name: 'Contenidos del portal' }).getByRole('link', { name: 'Guías de orientación' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Guías de orientación' })).toBeVisible();
  await expect(office.getByRole('table')).toBeVisible();
  await expectAccessible(office);

  await office.getByRole('link', { name: 'Nueva guía' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Nueva guía de orientación' })).toBeVisible();
  await office.getByRole('button', { name: 'Guardar la guía' }).click();
  const spanishTitle = office.getByLabel('Título (Castellano)');
  await expect(spanishTitle).toBeFocused();
  await expect(spanishTitle).toHaveAccessibleDescription(/Este campo es requerido/);
  await expectAccessible(office);

  await spanishTitle.fill(title);
  const spanishText = office.getByLabel('Descripción (Castellano)');
  await spanishText.fill('<h2>Antes de empezar</h2><p>Haz una lista de <strong>empresas</strong>.</p><script>alert(1)</script>');
  await office.getByLabel('Título (Catalán)').fill(`Busca pràctiques amb mètode ${stamp}`);
  await office.getByLabel('Descripción (Catalán)').fill('<p>Fes una llista d’<em>empreses</em>.</p>');
  await office.getByLabel('Elegir una imagen').setInputFiles({ name: 'mapa.png', mimeType: 'image/png', buffer: png });
  await office.getByLabel('Texto alternativo de la imagen (Castellano)').fill('Un mapa de empresas');
  await office.getByLabel('Texto alternativo de la imagen (Catalán)').fill("Un mapa d'empreses");
  // The server refuses the script, naming it, on the field that holds it.
  await office.getByRole('button', { name: 'Guardar la guía' }).click();
  await expect(spanishText).toBeFocused();
  await expect(spanishText).toHaveAccessibleDescription(/No se admite <script>/);
  await spanishText.fill('<h2>Antes de empezar</h2><p>Haz una lista de <strong>empresas</strong> y visita <a href="https://www.sepe.es/">el SEPE</a>.</p>');

  const preview = office.getByRole('region', { name: 'Vista previa' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Un mapa de empresas' })).toBeVisible();
  await preview.getByRole('radio', { name: 'Inglés' }).check();
  await expect(preview.getByText('Esta traducción está vacía: se muestra la guía en castellano.')).toBeVisible();
  await expectAccessible(office);
  await office.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(office);
  await expectNoSidewaysScroll(office);
  await office.setViewportSize({ width: 1280, height: 720 });
  await office.getByRole('button', { name: 'Guardar la guía' }).click();

  await expect(office.getByRole('heading', { level: 1, name: 'Guías de orientación' })).toBeVisible();
  await expect(office.getByText('Guía guardada')).toBeVisible();
  const row = office.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Borrador');
  await expectAccessible(office);

  await row.getByRole('button', { name: `Publicar «${title}»` }).click();
  await expect(office.getByText('Guía publicada')).toBeVisible();
  await expect(row).toContainText('Publicada');

  // Up, one place at a time, until it is the first: each new place is announced.
  const place = async () => Number(await row.getByRole('cell').first().textContent().then((text) => /\d+/.exec(text ?? '')?.[0]));
  for (let now = await place(); now > 1; now = await place()) {
    await row.getByRole('button', { name: `Subir «${title}»` }).click();
    await expect(office.getByRole('status').filter({ hasText: `«${title}» es ahora la guía número ${now - 1}` })).toBeVisible();
  }
  await expect(office.getByRole('status').filter({ hasText: `«${title}» es ahora la guía número 1` })).toBeVisible();
  await expect(office.getByTestId('office-guide').first()).toContainText(title);
  await expectAccessible(office);
  await office.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(office);
  await office.setViewportSize({ width: 1280, height: 720 });

  const student = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await logIn(student, accounts.student);
  await scrollThroughHome(student);
  const homeGuides = student.getByTestId('home-guides');
  await expect(homeGuides.getByRole('link').first()).toHaveText(title);
  await student.goto('/guias-orientacion');
  const guideTitles = student.locator('[id^="guia-"][id$="-title"]');
  await expect(guideTitles.first()).toHaveText(title);
  await expect(student.getByRole('img', { name: 'Un mapa de empresas' })).toBeVisible();
  await expect(student.getByRole('link', { name: 'el SEPE' })).toHaveAttribute('href', 'https://www.sepe.es/');

  await row.getByRole('button', { name: `Retirar «${title}»` }).click();
  await office.getByRole('dialog').getByRole('button', { name: 'Retirar' }).click();
  await expect(office.getByText('Guía retirada')).toBeVisible();
  await expect(row).toContainText('Retirada');
  await student.reload();
  await expect(student.getByRole('heading', { level: 1, name: 'Guías de orientación' })).toBeVisible();
  await expect(guideTitles.first()).toBeVisible();
  await expect(student.getByText(title)).toHaveCount(0);
});
