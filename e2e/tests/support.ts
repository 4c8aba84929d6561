import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const demoPassword = 'demo1234';
export const accounts = {
  student: 'alumno@demo.test',
  company: 'empresa@demo.test',
  multi: 'multi@demo.test',
} as const;

/** Fails on any serious or critical WCAG violation of the page as it is now. */
export const expectAccessible = async (page: Page): Promise<void> => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
};

/** Logs in through mf-session's form, as a user would. */
export const logIn = async (page: Page, email: string, kind: 'student' | 'company' = 'student'): Promise<void> => {
  if (!page.url().includes('/login')) await page.goto(kind === 'company' ? '/login/empresas' : '/login');
  await page.getByLabel(/correo|correu|e-mail/i).fill(email);
  await page.getByLabel(/contraseña|contrasenya|password/i).fill(demoPassword);
  await page.getByRole('button', { name: /^(entrar|entra|log in)$/i }).click();
};

/** Logs a careers office staff member in through the office's own login page (the demo office account by default). */
export const staffLogIn = async (page: Page, email = 'orientacion@demo.test'): Promise<void> => {
  await page.goto('/orientacion/acceso');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/orientacion$/);
};

const languageNames = { es: 'Español', ca: 'Català', en: 'English' } as const;

/** Switches the portal's language as a user does: the button, then the confirmation. */
export const switchLanguage = async (page: Page, language: keyof typeof languageNames): Promise<void> => {
  await page.getByRole('button', { name: languageNames[language] }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: new RegExp(languageNames[language]) }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
};

/** A valid DNI: eight digits and their check letter. */
export const dniOf = (digits: string): string => `${digits}${'TRWAGMYFPDXBNJZSQVHLCKE'[Number(digits) % 23]}`;

/** A national id nobody has registered yet, with its check letter. */
export const freshDni = (): string => dniOf(String(10_000_000 + Math.floor(Math.random() * 89_999_999)));

/** A valid social security number: province 28, eight digits, and the control of the ten (mod 97). */
export const socialSecurityNumber = (digits: string): string => {
  const base = `28${digits}`;
  return `${base}${String(Number(base) % 97).padStart(2, '0')}`;
};

/** A student created through the API, so a test has an account (and a CV) of its own. */
export const newStudent = async (page: Page, email: string, dni: string, password = 'Primera-clave-1') => {
  const response = await page.request.post('/api/Alumno/registrarUsuario', {
    data: { nombre: 'Prueba', apellidos: 'Navegador', email, dni, password, aceptaPoliticaPrivacidad: true },
  });
  expect(await response.json()).toEqual({ status: 0, datos: { aviso: 522 } });
  return { email, password };
};

/**
 * What a new student's CV needs before an internship accepts her, set through the API: the degree
 * the offers ask (G-II), the internship search on, her phone and social security number (from
 * `digits`, eight of them).
 */
export const studentReadyForInternships = async (page: Page, email: string, password: string, digits: string): Promise<void> => {
  const login = await page.request.post('/api/Alumno/logaUsuario', { data: { usuario: email, password } });
  const headers = { authorization: `Bearer ${(await login.json()).datos.token}` };
  for (const [path, data] of [
    ['addEstudioUniversidad', { idTitulacion: 15, anioInicio: 2023, finalizado: false }],
    ['editDatosBusquedaActivaPracticas', { activa: true }],
    ['editDatosPersonales', { telefono: '612345679', numSeguridadSocial: socialSecurityNumber(digits) }],
  ] as const) {
    const response = await page.request.post(`/api/Alumno/${path}`, { headers, data });
    expect((await response.json()).status, path).toBe(0);
  }
};

/** Registers a student of the test's own through the API and logs her in through the form. */
export const logInAsNewStudent = async (page: Page, name: string) => {
  const { email, password } = await newStudent(page, `${name}-${Date.now()}@demo.test`, freshDni());
  await logInAs(page, email, password);
  return { email, password };
};

/** The element is on screen and not under the sticky header. */
export const expectVisibleBelowHeader = async (page: Page, element: Locator): Promise<void> => {
  const headerBottom = await page.locator('header.shell-header').evaluate((header) => header.getBoundingClientRect().bottom);
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'the element has a box').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(headerBottom - 1);
  expect(box!.y + Math.min(box!.height, 40)).toBeLessThanOrEqual(viewport.height);
};

/**
 * Scrolls down the home as a reader does, a screen at a time down to its end: the widgets below
 * the first screen load only as they come near it (shell/src/federation/use-near-screen.ts).
 */
export const scrollThroughHome = async (page: Page): Promise<void> => {
  // Right after a login the page may still be the login form.
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.locator('main .shell-remote-slot').first()).toBeAttached();
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Areas grow as they arrive: the end is where a scroll no longer moves the page.
    let previous = -1;
    while (window.scrollY !== previous) {
      previous = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.8);
      await nextFrame();
    }
  });
};

/** Logs in with any student's e-mail and password and waits for the session to show. */
export const logInAs = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel(/correo/i).fill(email);
  await page.getByLabel(/^contraseña$/i).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('header-user')).toBeVisible();
};

/** The page fits its screen's width: nothing makes a phone scroll sideways. */
export const expectNoSidewaysScroll = async (page: Page): Promise<void> => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
};
