import { expect, test, type Page } from '@playwright/test';
import { accounts, expectAccessible, logIn, logInAs, newStudent, switchLanguage } from './support';

/** Counts the calls for all domains, per language, made by this page. */
const countDomainCalls = (page: Page): Record<string, number> => {
  const calls: Record<string, number> = {};
  page.on('request', (request) => {
    const language = /\/api\/Dominios\/dominios\/([a-z]+)$/.exec(new URL(request.url()).pathname)?.[1];
    if (language) calls[language] = (calls[language] ?? 0) + 1;
  });
  return calls;
};

const openCv = async (page: Page, linkName: string) => {
  await page.getByRole('link', { name: linkName }).first().click();
  await expect(page.locator('#cv-address-country')).toBeVisible();
};

interface DomainsModule {
  loadDomains: (language: string) => Promise<unknown>;
  domainsStore: { getState: () => { byLanguage: Record<string, unknown> } };
}
/** What the federation runtime keeps of a shared package's version in the page's share scope. */
interface SharedVersion {
  from: string;
  useIn: string[];
  lib?: () => DomainsModule;
}

test('the domains are requested once per language although several remotes use them', async ({ page }) => {
  const calls = countDomainCalls(page);
  await logIn(page, accounts.student);
  // Home: widgets of mf-offers; then the CV of mf-cv, whose address fields read the domains.
  await expect(page.locator('[data-remote="mf_offers"] li').first()).toBeVisible();
  await openCv(page, 'Mi CV');
  await expect(page.locator('#cv-address-country')).toHaveValue('1');
  expect(calls).toEqual({ es: 1 });

  // The remotes carry no copy of the shared package (shared/mf-config): the page's share scope holds
  // one, the shell's, which the remotes use, with one cache: asking it for Spanish sends nothing.
  const sharedWithOffers = await page.evaluate(async () => {
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, SharedVersion>>>> } })
      .__FEDERATION__.__SHARE__;
    const versions = Object.values(scopes).flatMap((byScope) => Object.values(byScope).flatMap((packages) => Object.values(packages['@portal/domains'] ?? {})));
    const [only] = versions;
    const domains = only?.lib?.();
    if (versions.length !== 1 || !only || !domains) return { copies: versions.length, from: '', usedBy: [] as string[], cached: false };
    await domains.loadDomains('es');
    return { copies: 1, from: only.from, usedBy: [...only.useIn].sort(), cached: domains.domainsStore.getState().byLanguage.es !== undefined };
  });
  // mf-session too: its login page took the brand settings the shell read (the same singleton).
  expect(sharedWithOffers).toEqual({ copies: 1, from: 'shell', usedBy: ['mf_cv', 'mf_offers', 'mf_session', 'shell'], cached: true });

  // Pages of other remotes and back: still the one request.
  await page.getByRole('link', { name: 'Eventos' }).first().click();
  await expect(page.getByTestId('events-upcoming')).toBeVisible();
  await openCv(page, 'Mi CV');
  expect(calls).toEqual({ es: 1 });

  // A language switch loads the new language once; going back reuses what is loaded.
  await switchLanguage(page, 'ca');
  await expect(page.getByLabel('Província')).toBeVisible();
  await switchLanguage(page, 'es');
  await expect(page.getByLabel('Provincia')).toBeVisible();
  expect(calls).toEqual({ es: 1, ca: 1 });
});

test('a reload costs no transfer of the domains when nothing changed', async ({ page }) => {
  await logIn(page, accounts.student);
  await openCv(page, 'Mi CV');
  const revalidated = page.waitForResponse((response) =>
    response.url().endsWith('/api/Dominios/dominios/es'),
  );
  await page.reload();
  const response = await revalidated;
  // The browser asks "changed since?" with the tag it kept...
  expect(await response.request().headerValue('if-none-match')).toMatch(/^W\/".+"$/);
  await expect(page.locator('#cv-address-country')).toHaveValue('1');
  // ...and the server's 304 carries headers only: the page used its cached copy of the whole body.
  const timing = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((candidate) => candidate.name.endsWith('/api/Dominios/dominios/es')) as
      PerformanceResourceTiming | undefined;
    return entry ? { transferred: entry.transferSize, body: entry.encodedBodySize } : undefined;
  });
  expect(timing?.body).toBeGreaterThan(50_000);
  expect(timing?.transferred).toBeLessThan(1_000);
});

test('the country, province and municipality cascade works in Spanish and in Catalan', async ({ page }) => {
  // A new student: the demo student's CV has an address already.
  const student = await newStudent(page, 'cascada@demo.test', '71942356N');
  await logInAs(page, student.email, student.password);
  // Straight to the CV: a new student's home opens the missing-data dialog.
  await page.goto('/mi-perfil-cv');
  await expect(page.locator('#cv-address-country')).toBeVisible();
  const address = page.locator('section[aria-labelledby="cv-address"]');

  // Spain: the province is a list, the municipality a searchable list once a province is chosen.
  await expect(address.getByRole('combobox', { name: 'País' })).toHaveValue('1');
  await expect(address.getByRole('textbox', { name: 'Municipio' })).toBeVisible();
  await address.getByLabel('Provincia').selectOption({ label: 'Barcelona' });
  const municipality = address.getByRole('combobox', { name: 'Municipio' });
  await expect(municipality.locator('option')).toHaveCount(312);
  const municipalitySearch = address.getByRole('searchbox', { name: 'Buscar municipio' });
  await municipalitySearch.fill('sabad');
  await expect(municipality.locator('option')).toHaveText(['Selecciona una opción', 'SABADELL']);
  // The number of matches is announced to screen readers.
  const announcement = page.locator(`[id="${await municipalitySearch.getAttribute('aria-describedby')}"]`);
  await expect(announcement).toHaveText('1 opción');
  await municipality.selectOption({ label: 'SABADELL' });
  await expect(municipality).toHaveValue('8187');
  await address.getByLabel('Tipo de vía').selectOption({ label: 'Avenida' });
  await expectAccessible(page);

  // An island province adds the island.
  await address.getByLabel('Provincia').selectOption({ label: 'Illes Balears' });
  await expect(address.getByRole('combobox', { name: 'Isla' }).locator('option')).toHaveText([
    'Selecciona una opción',
    'Formentera',
    'Ibiza',
    'Mallorca',
    'Menorca',
  ]);

  // Abroad: province and town are free text.
  await address.getByRole('searchbox', { name: 'Buscar país' }).fill('franc');
  await address.getByRole('combobox', { name: 'País' }).selectOption({ label: 'Francia' });
  await expect(address.getByRole('textbox', { name: 'Provincia' })).toBeVisible();
  await expect(address.getByRole('textbox', { name: 'Municipio' })).toBeVisible();
  await expect(address.getByRole('combobox', { name: 'Isla' })).toHaveCount(0);

  // The same in Catalan, with the lists worded in Catalan.
  await switchLanguage(page, 'ca');
  await openCv(page, 'El meu CV');
  const adreca = page.locator('section[aria-labelledby="cv-address"]');
  await expect(adreca.getByRole('heading', { name: 'Domicili' })).toBeVisible();
  await expect(adreca.getByRole('combobox', { name: 'País' }).locator('option:checked')).toHaveText(
    'Espanya',
  );
  await adreca.getByRole('combobox', { name: 'Província' }).selectOption({ label: 'Illes Balears' });
  await expect(adreca.getByRole('combobox', { name: 'Illa' }).locator('option')).toHaveText([
    'Selecciona una opció',
    'Eivissa',
    'Formentera',
    'Mallorca',
    'Menorca',
  ]);
  await adreca.getByRole('combobox', { name: 'Província' }).selectOption({ label: 'Lleida' });
  await expect(adreca.getByRole('combobox', { name: 'Illa' })).toHaveCount(0);
  await adreca.getByRole('searchbox', { name: 'Cerca municipi' }).fill('lleida');
  await adreca.getByRole('combobox', { name: 'Municipi' }).selectOption({ label: 'LLEIDA' });
  await expect(adreca.getByRole('combobox', { name: 'Municipi' })).toHaveValue('25120');
  await expect(
    adreca.getByRole('combobox', { name: 'Tipus de via' }).locator('option', { hasText: /^Carrer$/ }),
  ).toHaveCount(1);
  await expectAccessible(page);
  // The choice is saved on the server: leave the demo student in Spanish for other tests.
  await switchLanguage(page, 'es');
});

test('on a narrow screen the long lists stay within the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, accounts.student);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.goto('/mi-perfil-cv');
  await expect(page.locator('#cv-address-country')).toBeVisible();
  await page.locator('#cv-address-province').selectOption({ label: 'Santa Cruz de Tenerife' });
  await expect(page.locator('#cv-address-municipality option')).not.toHaveCount(1);
  const overflow = await page.evaluate(() => {
    const section = document.querySelector('section[aria-labelledby="cv-address"]');
    const widest = Math.max(
      ...[...(section?.querySelectorAll('select, input') ?? [])].map(
        (field) => field.getBoundingClientRect().right,
      ),
    );
    return widest - document.documentElement.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
});

// Last in this file: it saves the demo student's address, which the tests above expect empty.
test('the student saves the address with the cascade, and finds it after a reload, in es and ca', async ({
  page,
}) => {
  // A new student: the demo student's CV has an address already.
  const student = await newStudent(page, 'domicilio@demo.test', '83015297V');
  await logInAs(page, student.email, student.password);
  // Straight to the CV: a new student's home opens the missing-data dialog.
  await page.goto('/mi-perfil-cv');
  await expect(page.locator('#cv-address-country')).toBeVisible();
  const address = page.locator('section[aria-labelledby="cv-address"]');
  await expect(address.getByTestId('cv-address-empty')).toHaveText('Aún no has indicado tu domicilio.');

  // Nothing filled in: the fields say what is missing, in place, before anything is sent.
  const saves = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/Alumno/editDomicilio')) saves.count += 1;
  });
  await address.getByRole('button', { name: 'Guardar domicilio' }).click();
  await expect(address.getByRole('alert')).toContainText('Revisa los campos marcados');
  await expect(address.getByText('Provincia: Este campo es requerido')).toBeVisible();
  await expect(address.getByLabel('Nombre de la vía')).toHaveAttribute('aria-invalid', 'true');
  await expect(address.getByLabel('Provincia')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // The cascade: Barcelona, then Sabadell from the searchable list.
  await address.getByLabel('Provincia').selectOption({ label: 'Barcelona' });
  await address.getByRole('searchbox', { name: 'Buscar municipio' }).fill('sabad');
  await address.getByRole('combobox', { name: 'Municipio' }).selectOption({ label: 'SABADELL' });
  await address.getByLabel('Tipo de vía').selectOption({ label: 'Avenida' });
  await address.getByLabel('Nombre de la vía').fill('de Francesc Macià');
  await address.getByLabel('Número').fill('12');
  await address.getByLabel('Piso').fill('3º');
  // A Madrid postal code in Barcelona: refused on its field.
  await address.getByLabel('Código postal').fill('28001');
  await address.getByRole('button', { name: 'Guardar domicilio' }).click();
  await expect(address.locator('#cv-address-cp-error')).toHaveText(
    'El código postal debe empezar por el código de la provincia',
  );
  expect(saves.count).toBe(0);

  await address.getByLabel('Código postal').fill('08208');
  // What the server refuses shows on its field too: here a municipality of Madrid slipped in.
  await page.route('**/api/Alumno/editDomicilio', (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), idLocalidad: 28079 }) }),
  );
  await address.getByRole('button', { name: 'Guardar domicilio' }).click();
  await expect(address.getByText('Municipio: No pertenece a la provincia elegida')).toBeVisible();
  await expect(address.getByRole('combobox', { name: 'Municipio' })).toHaveAttribute('aria-invalid', 'true');
  await page.unroute('**/api/Alumno/editDomicilio');
  await address.getByRole('button', { name: 'Guardar domicilio' }).click();
  await expect(address.getByRole('status').filter({ hasText: 'Domicilio guardado.' })).toBeVisible();
  expect(saves.count).toBe(2);
  await expect(address.getByTestId('cv-address-empty')).toHaveCount(0);
  await expectAccessible(page);

  // After a reload the CV shows what was saved.
  await page.reload();
  await expect(address.getByLabel('Provincia')).toHaveValue('08');
  await expect(address.getByRole('combobox', { name: 'Municipio' })).toHaveValue('8187');
  await expect(address.getByLabel('Tipo de vía')).toHaveValue('2');
  await expect(address.getByLabel('Nombre de la vía')).toHaveValue('de Francesc Macià');
  await expect(address.getByLabel('Número')).toHaveValue('12');
  await expect(address.getByLabel('Piso')).toHaveValue('3º');
  await expect(address.getByLabel('Código postal')).toHaveValue('08208');

  // In Catalan: a move to Mallorca, where the island is required.
  await switchLanguage(page, 'ca');
  await openCv(page, 'El meu CV');
  const adreca = page.locator('section[aria-labelledby="cv-address"]');
  await expect(adreca.getByRole('combobox', { name: 'Província' })).toHaveValue('08');
  await adreca.getByRole('combobox', { name: 'Província' }).selectOption({ label: 'Illes Balears' });
  await adreca.getByRole('searchbox', { name: 'Cerca municipi' }).fill('palma');
  await adreca.getByRole('combobox', { name: 'Municipi' }).selectOption({ label: 'PALMA' });
  await adreca.getByLabel('Codi postal').fill('07001');
  await adreca.getByRole('button', { name: 'Desa el domicili' }).click();
  await expect(adreca.getByText('Illa: Aquest camp és requerit')).toBeVisible();
  await expectAccessible(page);
  await adreca.getByRole('combobox', { name: 'Illa' }).selectOption({ label: 'Mallorca' });
  await adreca.getByRole('button', { name: 'Desa el domicili' }).click();
  await expect(adreca.getByRole('status').filter({ hasText: 'Domicili desat.' })).toBeVisible();

  await page.reload();
  await expect(adreca.getByRole('combobox', { name: 'Província' })).toHaveValue('07');
  await expect(adreca.getByRole('combobox', { name: 'Illa' })).toHaveValue('1');
  await expect(adreca.getByRole('combobox', { name: 'Municipi' })).toHaveValue('7040');
  await expect(adreca.getByLabel('Codi postal')).toHaveValue('07001');
  await expect(adreca.getByLabel('Nom de la via')).toHaveValue('de Francesc Macià');
  await expectAccessible(page);
  // The choice is saved on the server: leave the demo student in Spanish for other tests.
  await switchLanguage(page, 'es');
});
