import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  companyCif,
  fillIncorporationForm,
  fillWizardStepOne,
  officeValidatesCompany,
  officeValidatesOffer,
  requestCompanyAccount,
} from './company-support';
import {
  dniOf,
  expectAccessible,
  expectVisibleBelowHeader,
  logInAs,
  newStudent,
  studentReadyForInternships,
  switchLanguage,
} from './support';
import { onePagePdf } from '../../api/src/seeds/demo/files';

/**
 * Issue 24, "Done when", the company's side: a new company (registered through the public page,
 * validated by the office) walks its journey as the audit did, and every refusal it can fix itself
 * shows the way: the refusal is in view and announced, its link leads to the exact field, which
 * lands below the sticky header and focused, what was typed is still there, and the action retried
 * goes through. axe on every page visited; one pass in Catalan on a 375 px phone.
 * The student's side is refusals.spec.ts.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });
// A missing link fails in seconds, not at the test's timeout.
test.use({ actionTimeout: 20_000 });

const shots = process.env.REFUSALS_SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/company-${name}.png` });
};

/** Unique per run, so the file can run again against the same database. */
const stamp = Date.now().toString().slice(-7);
const company = {
  cif: companyCif(stamp),
  name: `Rechazos Navegador ${stamp}`,
  email: `rrhh.${stamp}@rechazos.test`,
  password: 'Rechazos-2026',
};
const offerTitle = `Prácticas sin callejones ${stamp}`;
const iban = 'ES91 2100 0418 4502 0005 1332';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A refusal that is announced (role alert) and in view, holding `text`. */
const refusal = async (page: Page, text: string | RegExp) => {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await expect(alert).toHaveCount(1);
  await expectVisibleBelowHeader(page, alert);
  return alert;
};

/** The field has the focus and is in view below the sticky header. */
const expectLandedOn = async (page: Page, field: Locator) => {
  await expect(field).toBeFocused();
  await expectVisibleBelowHeader(page, field);
};

let context: BrowserContext;
let firm: Page;
let offerId: number;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  context = await browser.newContext({ locale: 'es-ES' });
  firm = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
});

test('a new company registers, waits for the office, and on a phone in Catalan the missing IBAN leads to its field', async () => {
  await requestCompanyAccount(firm, { ...company, legalName: `${company.name} SL` });
  await firm.getByLabel(/correo/i).fill(company.email);
  await firm.getByLabel(/^contraseña$/i).fill(company.password);
  await firm.getByRole('button', { name: 'Entrar' }).click();
  // Not the company's to fix: it says so, and what it waits for.
  await refusal(firm, 'Empresa no validada');
  await expectAccessible(firm);

  await officeValidatesCompany(firm.request, company.cif);
  await firm.getByRole('button', { name: 'Entrar' }).click();
  await expect(firm.getByTestId('company-home-name')).not.toBeEmpty();

  // On a phone, in Catalan: the home warns of the missing IBAN and leads to its field.
  await firm.setViewportSize({ width: 375, height: 740 });
  await switchLanguage(firm, 'ca');
  try {
    const notice = firm.getByRole('status').filter({ hasText: 'IBAN' });
    await expect(notice).toBeVisible();
    await expectAccessible(firm);
    await shoot(firm, '375-ca-535-home');
    await notice.getByRole('link', { name: 'Indica l’IBAN a les dades de l’empresa' }).click();
    await expect(firm).toHaveURL(/\/formulario-datos\?campo=iban#iban$/);
    await expectLandedOn(firm, firm.getByLabel(/^IBAN/));
    await expectAccessible(firm);
    await shoot(firm, '375-ca-535-landed');
    // Saved as it is, the new company's data is refused: in view, in Catalan, a link to each field.
    await firm.getByRole('button', { name: 'Desa', exact: true }).click();
    const refused = await refusal(firm, 'Falten dades obligatòries');
    await expectAccessible(firm);
    await shoot(firm, '375-ca-data-refused');
    await refused.getByRole('link', { name: 'Sector', exact: true }).click();
    await expectLandedOn(firm, firm.getByLabel(/^Sector/));
    await shoot(firm, '375-ca-data-landed');
  } finally {
    await switchLanguage(firm, 'es');
    await firm.setViewportSize({ width: 1280, height: 800 });
  }
});

test('the offer wizard: each refusal (hours, 27, 109, 72 and the company data it leads to) leads to its field, keeps what was typed, and the offer is published', async () => {
  await firm.goto('/');
  await firm.getByRole('list', { name: 'Accesos directos' }).getByRole('link', { name: 'Nueva oferta de prácticas' }).click();
  await expect(firm.getByRole('heading', { name: 'Paso 1 de 4: La oferta' })).toBeVisible();
  await expectAccessible(firm);
  await fillWizardStepOne(firm, {
    title: offerTitle,
    post: 'Desarrollador/a en prácticas',
    description: 'Prácticas para recorrer los rechazos del asistente.',
    tasks: 'Desarrollo de interfaces con el equipo.',
    department: 'Ingeniería',
    places: '1',
  });

  // Step 2: eight hours a day, which the incorporation form would refuse later, are refused here.
  await expect(firm.getByRole('heading', { name: 'Paso 2 de 4: Condiciones' })).toBeVisible();
  await firm.getByLabel(/^Horario/).fill('Mañanas');
  const hours = firm.getByLabel(/^Horas al día/);
  await hours.fill('8');
  await firm.getByLabel(/^Días por semana/).fill('5');
  // A decimal dedication is taken as typed.
  await firm.getByLabel(/^Dedicación/).fill('62,5');
  await firm.getByLabel(/^Duración/).fill('6');
  const start = firm.getByLabel(/^Fecha de inicio/);
  // Start after the end: 27 at the last step.
  await start.fill(inDays(30));
  await firm.getByLabel(/^Fecha de fin/).fill(inDays(20));
  await firm.getByRole('button', { name: 'Siguiente' }).click();
  const hoursRefused = await refusal(firm, 'Revisa el formulario');
  await expectAccessible(firm);
  await shoot(firm, '1280-es-hours-refused');
  await hoursRefused.getByRole('link', { name: 'Horas al día', exact: true }).click();
  await expectLandedOn(firm, hours);
  await hours.fill('5');
  await expect(firm.getByLabel(/^Dedicación/)).toHaveValue('62,5');
  await firm.getByRole('button', { name: 'Siguiente' }).click();

  await expect(firm.getByRole('heading', { name: 'Paso 3 de 4: Requisitos' })).toBeVisible();
  await firm.getByLabel(/^Titulaciones/).selectOption('G-II');
  await firm.getByRole('button', { name: 'Siguiente' }).click();

  await expect(firm.getByRole('heading', { name: 'Paso 4 de 4: Datos de las prácticas' })).toBeVisible();
  // Unpaid: the start needs ten days' notice (109).
  const aid = firm.getByLabel(/^Ayuda al estudio/);
  await aid.fill('0');
  await firm.getByLabel(/^Curso/).fill('4º');
  const tutor = firm.getByRole('group', { name: 'Tutor de la empresa' });
  await tutor.getByLabel(/^Nombre/).fill('Ana');
  await tutor.getByLabel(/^Apellidos/).fill('López Gil');
  await tutor.getByLabel(/^Email/).fill(`ana.${stamp}@rechazos.test`);
  await tutor.getByLabel(/^Titulación/).fill('Informática');
  await firm.getByLabel(/^Tutor de la universidad/).fill('Dr. Pons');
  const publish = firm.getByRole('button', { name: 'Publicar la oferta' });
  await expectAccessible(firm);

  // 27: the start is not before the end. The refusal leads back to step 2's start date.
  await publish.click();
  const notBefore = await refusal(firm, /fecha de inicio/i);
  await expectAccessible(firm);
  await shoot(firm, '1280-es-27-refused');
  await notBefore.getByRole('button', { name: 'Corrige la fecha de inicio' }).click();
  await expect(firm.getByRole('heading', { name: 'Paso 2 de 4: Condiciones' })).toBeVisible();
  await expectLandedOn(firm, start);
  await shoot(firm, '1280-es-27-landed');
  await start.fill(inDays(5));
  await firm.getByRole('button', { name: 'Siguiente' }).click();
  await firm.getByRole('button', { name: 'Siguiente' }).click();
  // Step 4 as it was left.
  await expect(aid).toHaveValue('0');
  await expect(tutor.getByLabel(/^Nombre/)).toHaveValue('Ana');

  // 109: unpaid, starting in less than ten days.
  await publish.click();
  const notice = await refusal(firm, /10 días|diez días/i);
  await notice.getByRole('button', { name: 'Corrige la fecha de inicio' }).click();
  await expectLandedOn(firm, start);
  await start.fill(inDays(12));
  await firm.getByRole('button', { name: 'Siguiente' }).click();
  await firm.getByRole('button', { name: 'Siguiente' }).click();
  await expect(tutor.getByLabel(/^Apellidos/)).toHaveValue('López Gil');

  // 72: no IBAN. The link leads to the company data's IBAN field and back to the wizard.
  await publish.click();
  const noIban = await refusal(firm, /IBAN/);
  // The refusal says it once: the home's IBAN notice above the wizard gives way to it.
  await expect(firm.getByRole('status').filter({ hasText: 'IBAN' })).toHaveCount(0);
  await expect(firm.getByRole('link', { name: 'Indica el IBAN en los datos de la empresa' })).toHaveCount(1);
  await expectAccessible(firm);
  await shoot(firm, '1280-es-72-refused');
  await noIban.getByRole('link', { name: 'Indica el IBAN en los datos de la empresa' }).click();
  await expect(firm).toHaveURL(/\/formulario-datos\?campo=iban&volver=/);
  const ibanField = firm.getByLabel(/^IBAN/);
  await expectLandedOn(firm, ibanField);
  await expectAccessible(firm);
  await shoot(firm, '1280-es-72-landed');
  await ibanField.fill(iban);
  await firm.getByRole('button', { name: 'Guardar' }).click();

  // A new company's data lacks what the form requires: the refusal names each field and leads to it.
  const dataRefused = await refusal(firm, 'revise el formulario');
  await expectAccessible(firm);
  await shoot(firm, '1280-es-data-refused');
  const sector = firm.getByLabel(/^Sector/);
  await dataRefused.getByRole('link', { name: 'Sector', exact: true }).click();
  await expectLandedOn(firm, sector);
  await firm.getByLabel(/^Tipo de empresa/).selectOption({ label: 'Empresa privada' });
  await sector.selectOption({ index: 1 });
  await firm.getByLabel(/^Área funcional/).selectOption({ index: 1 });
  await firm.getByLabel(/^Cargo de la persona responsable/).fill('Responsable de selección');
  await firm.getByLabel(/^Sede central/).fill('València (España)');
  await firm.getByLabel('Provincia').selectOption({ label: 'Valencia' });
  await firm.getByRole('combobox', { name: 'Municipio' }).selectOption('46250');
  await firm.getByLabel('Tipo de vía').selectOption({ label: 'Calle' });
  await firm.getByLabel(/^Nombre de la vía/).fill('de Colón');
  await firm.getByRole('textbox', { name: /^Número/ }).fill('12');
  await firm.getByLabel(/^Código postal/).fill('46004');
  // What was typed before the refusal is still there.
  await expect(ibanField).toHaveValue(iban);
  await firm.getByRole('button', { name: 'Guardar' }).click();
  await expect(firm.getByRole('status').filter({ hasText: 'Información completada' })).toBeVisible();
  await firm.getByRole('link', { name: 'Volver a la oferta que estabas creando' }).click();

  // Back at step 4 with everything typed; published now.
  await expect(firm.getByRole('heading', { name: 'Paso 4 de 4: Datos de las prácticas' })).toBeVisible();
  await expect(aid).toHaveValue('0');
  await expect(tutor.getByLabel(/^Email/)).toHaveValue(`ana.${stamp}@rechazos.test`);
  await expect(firm.getByRole('status').filter({ hasText: 'IBAN' })).toHaveCount(0);
  await publish.click();
  await expect(firm.getByText('La oferta se ha creado correctamente.')).toBeVisible();
  await expectAccessible(firm);
  const seeOffer = firm.getByRole('link', { name: 'Ver la oferta' });
  offerId = Number(/\/oferta\/(\d+)/.exec((await seeOffer.getAttribute('href')) ?? '')?.[1]);
  expect(offerId).toBeGreaterThan(0);
  await seeOffer.click();
  const view = firm.getByRole('article', { name: offerTitle });
  await expect(view.getByText('62,5 %')).toBeVisible();
  await expect(view.getByText('Grado en Ingeniería Informática')).toBeVisible();
  await expectAccessible(firm);
  await officeValidatesOffer(firm.request, offerId);
});

test('duplicating the published offer: the copy opens in its editor with what the original had', async () => {
  await firm.goto('/mis-ofertas');
  await firm.getByLabel('Título').fill(offerTitle);
  await firm.getByRole('button', { name: 'Filtrar', exact: true }).click();
  const offers = firm.getByTestId('my-offer');
  await expect(offers).toHaveCount(1);
  await expectAccessible(firm);
  await offers.getByRole('button', { name: 'Duplicar', exact: true }).click();
  const dialog = firm.getByRole('dialog', { name: /Duplicar la oferta/ });
  await dialog.getByRole('button', { name: 'Duplicar', exact: true }).click();
  const saved = firm.getByTestId('copy-saved');
  await expect(saved).toBeVisible();
  await expectAccessible(firm);
  await saved.getByRole('link', { name: 'Editar la copia' }).click();
  await expect(firm.getByRole('heading', { name: /^Paso 1 de 4/ })).toBeVisible();
  await expect(firm.getByLabel(/^Título/)).toHaveValue(offerTitle);
  await expect(firm.getByText('Oferta no editable')).toHaveCount(0);
  await expectAccessible(firm);
});

const student = { email: `estudiante.${stamp}@rechazos.test`, dni: dniOf(`4${stamp}`), name: 'Prueba Navegador' };

test('the incorporation form: a detour registers the work centre with what was typed kept, the hours the aid refuses lead to their field, and the candidate is selected', async () => {
  // A new student with the degree the offer asks for applies (her own refusals are refusals.spec.ts).
  const learner = await (await context.browser()!.newContext({ locale: 'es-ES' })).newPage();
  try {
    const { password } = await newStudent(learner, student.email, student.dni);
    await studentReadyForInternships(learner, student.email, password, `2${stamp}`);
    await logInAs(learner, student.email, password);
    await learner.goto('/ofertas-practicas');
    await learner.getByLabel('Buscar por palabras').fill(`sin callejones ${stamp}`);
    await learner.getByRole('link', { name: offerTitle }).click();
    await learner.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
    await expect(learner.getByText('Te has inscrito en la oferta.')).toBeVisible();
  } finally {
    await learner.context().close();
  }

  await firm.goto(`/mis-ofertas/${offerId}`);
  await expect(firm.getByRole('heading', { level: 1, name: offerTitle })).toBeVisible();
  const candidate = firm.getByTestId('candidate').filter({ hasText: student.name });
  await candidate.getByRole('button', { name: `Cambiar estado de ${student.name}` }).click();
  const dialog = firm.getByRole('dialog', { name: `Cambiar el estado de ${student.name}` });
  await dialog.getByLabel('Nuevo estado').selectOption({ label: 'Seleccionado' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(firm).toHaveURL(/\/formulario-incorporacion\/\d+$/);
  await expectAccessible(firm);
  // Six hours a day: more than an internship's aid allows in a teaching period.
  await fillIncorporationForm(firm, '6');

  // The work centre is not registered yet: a detour registers it, and what was typed waits.
  const centre = firm.getByRole('group', { name: 'Centro de trabajo' });
  await centre.getByRole('link', { name: 'Registrar un centro de trabajo en Mi empresa' }).click();
  await expect(firm).toHaveURL(/\/mi-empresa\?volver=.*#company-centres$/);
  const centres = firm.locator('section[aria-labelledby="company-centres"]');
  await expectVisibleBelowHeader(firm, centres.getByRole('heading', { name: 'Centros de trabajo' }));
  await centres.getByRole('button', { name: 'Añadir un centro de trabajo' }).click();
  const newCentre = centres.getByRole('region', { name: 'Nuevo centro de trabajo' });
  await newCentre.getByLabel(/^Nombre del centro/).fill('Sede de Colón');
  await newCentre.getByLabel('Provincia').selectOption({ label: 'Valencia' });
  await newCentre.getByRole('combobox', { name: 'Municipio' }).selectOption('46250');
  await newCentre.getByLabel('Tipo de vía').selectOption({ label: 'Calle' });
  await newCentre.getByLabel(/^Nombre de la vía/).fill('de Colón');
  await newCentre.getByLabel(/^Número/).fill('12');
  await newCentre.getByLabel(/^Código postal/).fill('46004');
  await newCentre.getByRole('button', { name: 'Guardar' }).click();
  await expect(centres.getByRole('status').filter({ hasText: 'Centro de trabajo guardado' })).toBeVisible();
  await expectAccessible(firm);
  await firm.getByRole('link', { name: 'Volver al formulario que estabas rellenando' }).click();
  await expect(firm).toHaveURL(/\/formulario-incorporacion\/\d+$/);
  await expect(firm.getByLabel(/^Horas al día/)).toHaveValue('6');
  await expect(firm.getByRole('group', { name: 'Tutor en la empresa' }).getByLabel(/^Nombre/)).toHaveValue('Ana');
  await centre.getByLabel('Centro de trabajo registrado').selectOption({ label: 'Sede de Colón' });
  await expect(centre.getByLabel(/^Código postal/)).toHaveValue('46004');
  const save = firm.getByRole('button', { name: 'Guardar y seleccionar al candidato' });
  await save.click();
  const refused = await refusal(firm, /Horas al día/);
  await expectAccessible(firm);
  await shoot(firm, '1280-es-incorporation-refused');
  const hours = firm.getByLabel(/^Horas al día/);
  await refused.getByRole('link', { name: 'Horas al día', exact: true }).click();
  await expectLandedOn(firm, hours);
  await shoot(firm, '1280-es-incorporation-landed');
  await hours.fill('5');
  // What was typed around it is still there.
  await expect(firm.getByRole('group', { name: 'Tutor en la empresa' }).getByLabel(/^Apellidos/)).toHaveValue('López Gil');
  await expect(centre.getByLabel(/^Nombre del centro/)).toHaveValue('Sede de Colón');
  await save.click();
  await expect(firm.getByText('la candidatura ha pasado a seleccionada', { exact: false })).toBeVisible();
  await expectAccessible(firm);
});

test('an internship proposal without an agreement leads to requesting one, whose refused fields each lead to their field, and the request goes through', async () => {
  await firm.goto('/propuesta-practicas-empresa');
  await expect(firm.getByRole('heading', { level: 1, name: 'Propuesta de prácticas' })).toBeVisible();
  await firm.getByLabel('DNI o NIE del estudiante').fill(student.dni);
  await firm.getByLabel('Apellidos del estudiante').fill('Navegador');
  await firm.getByRole('button', { name: 'Buscar al estudiante' }).click();
  // 544: no active agreement. The refusal leads to the agreement request.
  const noAgreement = await refusal(firm, /convenio/i);
  await expectAccessible(firm);
  await shoot(firm, '1280-es-544-refused');
  await noAgreement.getByRole('link', { name: 'Solicita un convenio de colaboración' }).click();
  await expect(firm.getByRole('heading', { level: 1, name: 'Nuevo convenio de colaboración' })).toBeVisible();
  await expectAccessible(firm);

  // Sent with nothing chosen: the summary names each field, and each name leads to its field.
  await firm.getByRole('button', { name: 'Solicitar convenio' }).click();
  const summary = await refusal(firm, 'Persona que firma el convenio');
  await expectAccessible(firm);
  await shoot(firm, '1280-es-agreement-refused');
  const signatorySelect = firm.getByLabel(/^Persona que firma el convenio/);
  await summary.getByRole('link', { name: /^Persona que firma el convenio/ }).click();
  await expectLandedOn(firm, signatorySelect);
  await signatorySelect.selectOption({ label: 'Nuevo firmante…' });
  const signatory = firm.getByRole('group', { name: 'Datos del nuevo firmante' });
  await signatory.getByLabel(/^Nombre/).fill('Rosa');
  await signatory.getByLabel(/^Apellidos/).fill('Llorca Pons');
  await signatory.getByLabel(/^E-mail/).fill(`firma.${stamp}@rechazos.test`);
  await signatory.getByLabel(/^NIF/).fill('44556677K');
  await signatory.getByLabel(/^Teléfono/).fill('963445566');
  await signatory.getByLabel(/^Puesto/).fill('Apoderada');
  await signatory.getByRole('button', { name: 'Guardar' }).click();
  await expect(firm.getByText('Firmante creado y seleccionado.')).toBeVisible();
  const deed = firm.getByLabel(/^Copia de la escritura de poderes/);
  // The summary lets go of the signatory once chosen; the deed is still to fix.
  const left = firm.getByTestId('agreement-summary').getByRole('alert');
  await expect(left.getByRole('link', { name: /^Persona que firma el convenio/ })).toHaveCount(0);
  await left.getByRole('link', { name: /^Copia de la escritura de poderes/ }).click();
  await expectLandedOn(firm, deed);
  await deed.setInputFiles({ name: 'escritura.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Escritura de poderes') });
  await firm.getByRole('button', { name: 'Solicitar convenio' }).click();
  await expect(firm.getByText('Solicitud de convenio registrada')).toBeVisible();
  await expectAccessible(firm);
});
