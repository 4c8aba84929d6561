import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { companyCif, fillIncorporationForm, fillWizardStepOne, requestCompanyAccount } from './company-support';
import {
  demoPassword,
  dniOf,
  expectAccessible,
  expectNoSidewaysScroll,
  newStudent,
  studentReadyForInternships,
  switchLanguage,
} from './support';
import { onePagePdf } from '../../api/src/seeds/demo/files';

/**
 * Issue 21, "Done when": the whole chain through the screens only. A new company requests an
 * account and sets its password; the office validates it; the company completes its data,
 * publishes an internship offer that waits for the office (the product's default brand), the
 * office validates it; a new student applies and the company selects her; the company requests an
 * agreement and uploads it signed, the office sends it to the secretariat and formalises it; the
 * company proposes an internship for the student, the office accepts it with its dates and issues
 * the annex; the company uploads the signed annex. Only the setup that is not part of the chain
 * (the student's account and CV, reading the mails) goes through the API. axe on every office
 * page; one office step in Catalan, one in English, one on a 390 px screen.
 */

/** Unique per run, so the test can run again against the same database. */
const stamp = Date.now().toString().slice(-7);

const pdf = (name: string, text: string) => ({ name, mimeType: 'application/pdf', buffer: onePagePdf(text) });

const company = {
  cif: companyCif(stamp),
  name: `Cadena Navegador ${stamp}`,
  legalName: `Cadena Navegador ${stamp} SL`,
  email: `rrhh.${stamp}@cadena.test`,
  password: 'Cadena-2026',
};
const offerTitle = `Prácticas de la cadena completa ${stamp}`;
const internshipTitle = `Desarrollo web en ${company.name}`;
const student = {
  email: `estudiante.${stamp}@cadena.test`,
  dni: dniOf(`3${stamp}`),
  name: 'Prueba Navegador',
  /** As newStudent (support.ts) registers them. */
  surname: 'Navegador',
};
const staffEmail = 'orientacion@demo.test';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The office's words, per language, that the steps below use. */
const officeWords = {
  es: { search: 'Buscar', filter: 'Filtrar', items: 'Elementos de la cola', saved: 'Decisión guardada', state: 'Estado', decision: 'Decisión' },
  ca: { search: 'Cerca', filter: 'Filtra', items: 'Elements de la cua', saved: 'Decisió desada', state: 'Estat', decision: 'Decisió' },
  en: { search: 'Search', filter: 'Filter', items: 'Items of the queue', saved: 'Decision saved', state: 'State', decision: 'Decision' },
} as const;
type Language = keyof typeof officeWords;

/** The dashboard is the same page every time: axe once per language and screen width. */
const checked = new Set<string>();
const checkOnce = async (page: Page, key: string) => {
  if (checked.has(key)) return;
  await expectAccessible(page);
  checked.add(key);
};

/**
 * From the dashboard, a queue (by its card), filtered down to one item, opened beside the list:
 * axe on the dashboard, the list and the record.
 */
const openRecord = async (page: Page, cola: string, queueTitle: string, text: string, title: string, language: Language = 'es') => {
  const words = officeWords[language];
  await page.goto('/orientacion');
  const card = page.locator(`[data-queue="${cola}"]`);
  await expect(card).toBeVisible();
  await checkOnce(page, `dashboard ${language} ${page.viewportSize()?.width}`);
  await card.getByRole('link', { name: queueTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: queueTitle })).toBeVisible();
  await page.getByRole('searchbox', { name: words.search }).fill(text);
  await page.getByRole('button', { name: words.filter, exact: true }).click();
  const items = page.getByRole('list', { name: words.items }).getByRole('link');
  await expect(items).toHaveCount(1);
  await expectAccessible(page);
  await items.first().click();
  const record = page.getByRole('article', { name: title });
  await expect(record.getByRole('heading', { name: words.decision, exact: true })).toBeVisible();
  await expectAccessible(page);
  return record;
};

/** Takes a decision on the open record and waits for it to be confirmed and the state to change. */
const decide = async (page: Page, record: Locator, action: string, newState: string, language: Language = 'es') => {
  await record.getByRole('button', { name: action, exact: true }).click();
  await expect(record.getByText(officeWords[language].saved)).toBeVisible();
  await expect(record.getByText(`${officeWords[language].state}: ${newState}`)).toBeVisible();
};

const newPage = async (browser: Browser) => (await browser.newContext({ locale: 'es-ES' })).newPage();

test('the whole chain through the screens: a new company, its offer, a student, an agreement, an internship and its annex', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const staff = await newPage(browser);
  const firm = await newPage(browser);
  const learner = await newPage(browser);

  await test.step('a new company requests an account and sets its password from the mail', async () => {
    await requestCompanyAccount(firm, company);
    await firm.getByLabel(/correo/i).fill(company.email);
    await firm.getByLabel(/^contraseña$/i).fill(company.password);
    await firm.getByRole('button', { name: 'Entrar' }).click();
    await expect(firm.getByRole('alert')).toContainText('Empresa no validada');
  });

  await test.step('the office validates the company', async () => {
    await staff.goto('/orientacion/acceso');
    await expectAccessible(staff);
    await staff.getByLabel('Correo electrónico').fill(staffEmail);
    await staff.getByLabel('Contraseña').fill(demoPassword);
    await staff.getByRole('button', { name: 'Entrar' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Colas de trabajo' })).toBeVisible();
    const record = await openRecord(staff, 'empresas', 'Solicitudes de cuenta de empresas', company.cif, company.name);
    await expect(record.getByText(company.cif, { exact: true })).toBeVisible();
    await decide(staff, record, 'Validar la empresa', 'Validada');
  });

  await test.step('the company logs in, completes its data with an IBAN and publishes an internship offer, which waits for the office', async () => {
    // The login form that refused it a moment ago, sent again.
    await expect(firm).toHaveURL(/\/login\/empresas$/);
    await firm.getByRole('button', { name: 'Entrar' }).click();
    await expect(firm.getByTestId('company-home-name')).not.toBeEmpty();

    await firm.goto('/formulario-datos');
    await expect(firm.getByRole('heading', { level: 1, name: 'Datos de la empresa' })).toBeVisible();
    await expect(firm.getByLabel(/^CIF/)).toHaveValue(company.cif);
    await firm.getByLabel(/^Tipo de empresa/).selectOption({ label: 'Empresa privada' });
    await firm.getByLabel(/^Sector/).selectOption({ index: 1 });
    await firm.getByLabel(/^Área funcional/).selectOption({ index: 1 });
    await firm.getByLabel(/^Cargo de la persona responsable/).fill('Responsable de selección');
    await firm.getByLabel(/^Sede central/).fill('València (España)');
    await firm.getByLabel(/^IBAN/).fill('ES91 2100 0418 4502 0005 1332');
    await firm.getByLabel('Provincia').selectOption({ label: 'Valencia' });
    await firm.getByRole('combobox', { name: 'Municipio' }).selectOption('46250');
    await firm.getByLabel('Tipo de vía').selectOption({ label: 'Calle' });
    await firm.getByLabel(/^Nombre de la vía/).fill('de Colón');
    await firm.getByRole('textbox', { name: /^Número/ }).fill('12');
    await firm.getByLabel(/^Código postal/).fill('46004');
    await firm.getByRole('button', { name: 'Guardar' }).click();
    await expect(firm.getByRole('status').filter({ hasText: 'Información completada' })).toBeVisible();

    await firm.goto('/');
    await firm.getByRole('list', { name: 'Accesos directos' }).getByRole('link', { name: 'Nueva oferta de prácticas' }).click();
    await expect(firm.getByRole('heading', { name: 'Paso 1 de 4: La oferta' })).toBeVisible();
    await fillWizardStepOne(firm, {
      title: offerTitle,
      post: 'Desarrollador/a en prácticas',
      description: 'Prácticas para recorrer la cadena completa del portal.',
      tasks: 'Desarrollo de interfaces con el equipo.',
      department: 'Ingeniería',
      places: '1',
    });
    await expect(firm.getByRole('heading', { name: 'Paso 2 de 4: Condiciones' })).toBeVisible();
    await firm.getByLabel(/^Horario/).fill('Mañanas');
    await firm.getByLabel(/^Horas al día/).fill('5');
    await firm.getByLabel(/^Días por semana/).fill('5');
    await firm.getByLabel(/^Dedicación/).fill('60');
    await firm.getByLabel(/^Duración/).fill('6');
    await firm.getByLabel(/^Fecha de inicio/).fill(inDays(100));
    await firm.getByLabel(/^Fecha de fin/).fill(inDays(250));
    await firm.getByRole('button', { name: 'Siguiente' }).click();
    await expect(firm.getByRole('heading', { name: 'Paso 3 de 4: Requisitos' })).toBeVisible();
    // The degree the student studies; nothing else asked.
    await firm.getByLabel(/^Titulaciones/).selectOption('G-II');
    await firm.getByRole('button', { name: 'Siguiente' }).click();
    await expect(firm.getByRole('heading', { name: 'Paso 4 de 4: Datos de las prácticas' })).toBeVisible();
    await firm.getByLabel(/^Ayuda al estudio/).fill('450,50');
    await firm.getByLabel(/^Curso/).fill('4º');
    const tutor = firm.getByRole('group', { name: 'Tutor de la empresa' });
    await tutor.getByLabel(/^Nombre/).fill('Ana');
    await tutor.getByLabel(/^Apellidos/).fill('López Gil');
    await tutor.getByLabel(/^Email/).fill(`ana.${stamp}@cadena.test`);
    await tutor.getByLabel(/^Titulación/).fill('Informática');
    await firm.getByLabel(/^Tutor de la universidad/).fill('Dr. Pons');
    await firm.getByRole('button', { name: 'Publicar la oferta' }).click();
    await expect(firm.getByText('La oferta se ha creado correctamente.')).toBeVisible();
    await firm.getByRole('link', { name: 'Ver mis ofertas' }).click();
    const offer = firm.getByTestId('my-offer').filter({ hasText: offerTitle });
    await expect(offer).toContainText('Pendiente de validación');
  });

  await test.step('the office validates the offer, shown as students will see it', async () => {
    const record = await openRecord(staff, 'ofertas', 'Ofertas pendientes de validación', offerTitle, offerTitle);
    const offer = record.getByRole('region', { name: offerTitle });
    await expect(offer.getByRole('heading', { name: 'Datos de la oferta' })).toBeVisible();
    // As students see it: the degrees by their names, never their codes.
    await expect(offer).toContainText('Grado en Ingeniería Informática');
    await expect(offer).not.toContainText('G-II');
    await decide(staff, record, 'Validar y publicar', 'Publicada');
  });

  await test.step('a new student finds the offer and applies', async () => {
    const { password } = await newStudent(learner, student.email, student.dni);
    await studentReadyForInternships(learner, student.email, password, `1${stamp}`);

    await learner.goto('/login');
    await learner.getByLabel(/correo/i).fill(student.email);
    await learner.getByLabel(/^contraseña$/i).fill(password);
    await learner.getByRole('button', { name: 'Entrar' }).click();
    await expect(learner.getByTestId('header-user')).toBeVisible();
    await learner.goto('/ofertas-practicas');
    await learner.getByLabel('Buscar por palabras').fill(`cadena completa ${stamp}`);
    await learner.getByRole('link', { name: offerTitle }).click();
    await learner.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
    await expect(learner.getByText('Te has inscrito en la oferta.')).toBeVisible();
    await expect(learner.getByText('Tu candidatura: Inscrito')).toBeVisible();
  });

  await test.step('the company selects her through the incorporation form', async () => {
    await firm.goto('/mis-ofertas');
    const offer = firm.getByTestId('my-offer').filter({ hasText: offerTitle });
    await offer.getByRole('link', { name: 'Ver candidatos' }).click();
    await expect(firm.getByRole('heading', { level: 1, name: offerTitle })).toBeVisible();
    const candidate = firm.getByTestId('candidate').filter({ hasText: student.name });
    await candidate.getByRole('button', { name: `Cambiar estado de ${student.name}` }).click();
    const dialog = firm.getByRole('dialog', { name: `Cambiar el estado de ${student.name}` });
    await dialog.getByLabel('Nuevo estado').selectOption({ label: 'Seleccionado' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(firm).toHaveURL(/\/formulario-incorporacion\/\d+$/);
    await fillIncorporationForm(firm, '5');
    await firm.getByRole('button', { name: 'Guardar y seleccionar al candidato' }).click();
    await expect(firm.getByText('la candidatura ha pasado a seleccionada', { exact: false })).toBeVisible();
  });

  const signatoryEmail = `firma.${stamp}@cadena.test`;
  await test.step('the company requests an agreement and uploads the signed copy', async () => {
    await firm.goto('/nuevo-convenio-colaboracion');
    await expect(firm.getByRole('heading', { level: 1, name: 'Nuevo convenio de colaboración' })).toBeVisible();
    await firm.getByLabel(/^Persona que firma el convenio/).selectOption({ label: 'Nuevo firmante…' });
    const signatory = firm.getByRole('group', { name: 'Datos del nuevo firmante' });
    await signatory.getByLabel(/^Nombre/).fill('Rosa');
    await signatory.getByLabel(/^Apellidos/).fill('Llorca Pons');
    await signatory.getByLabel(/^E-mail/).fill(signatoryEmail);
    await signatory.getByLabel(/^NIF/).fill('44556677K');
    await signatory.getByLabel(/^Teléfono/).fill('963445566');
    await signatory.getByLabel(/^Puesto/).fill('Apoderada');
    await signatory.getByRole('button', { name: 'Guardar' }).click();
    await expect(firm.getByText('Firmante creado y seleccionado.')).toBeVisible();
    await firm.getByLabel(/^Copia de la escritura de poderes/).setInputFiles(pdf('escritura.pdf', 'Escritura de poderes'));
    // The company's address comes from its data, completed above.
    await expect(firm.getByRole('button', { name: 'Editar la dirección' })).toBeVisible();
    await firm.getByRole('button', { name: 'Solicitar convenio' }).click();
    await expect(firm.getByText('Solicitud de convenio registrada')).toBeVisible();

    await firm.goto('/subir-convenio-firmado');
    await expect(firm.getByRole('heading', { level: 1, name: 'Mis convenios' })).toBeVisible();
    const generated = firm.getByRole('listitem').filter({ hasText: 'El convenio está listo. Descárgalo, fírmalo y sube la copia firmada.' });
    await expect(generated).toHaveCount(1);
    await generated.getByLabel('Copia firmada del convenio (PDF, 2 MB como máximo)').setInputFiles(pdf('firmado.pdf', 'Convenio firmado'));
    await generated.getByRole('button', { name: 'Subir la copia firmada' }).click();
    await expect(firm.getByText('Documentos adjuntados')).toBeVisible();
    await expect(firm.getByText('Firmado por la empresa', { exact: true })).toBeVisible();
  });

  await test.step('en català: the office sends the agreement to the secretariat and formalises it', async () => {
    await staff.goto('/orientacion');
    await switchLanguage(staff, 'ca');
    try {
      const record = await openRecord(staff, 'convenios', 'Convenis', company.cif, company.name, 'ca');
      await decide(staff, record, 'Envia a secretaria', 'A secretaria', 'ca');
      await decide(staff, record, 'Formalitza', 'Formalitzat', 'ca');
    } finally {
      await switchLanguage(staff, 'es');
    }
    await firm.goto('/subir-convenio-firmado');
    await expect(firm.getByText('Tienes un convenio activo: puedes tramitar propuestas de prácticas.')).toBeVisible();
  });

  await test.step('the company proposes an internship for the student', async () => {
    await firm.goto('/propuesta-practicas-empresa');
    await expect(firm.getByRole('heading', { level: 1, name: 'Propuesta de prácticas' })).toBeVisible();
    await firm.getByLabel('DNI o NIE del estudiante').fill(student.dni);
    await firm.getByLabel('Apellidos del estudiante').fill(student.surname);
    await firm.getByRole('button', { name: 'Buscar al estudiante' }).click();
    await expect(firm.getByText('Estudiante encontrado: elige la titulación de las prácticas.')).toBeVisible();
    await firm.getByLabel('Descripción de las prácticas').fill('Prácticas de desarrollo web en el equipo de producto.');
    await firm.getByLabel('E-mail del tutor o tutora de prácticas').fill(`tutora.${stamp}@cadena.test`);
    await firm.getByRole('button', { name: 'Comprobar el contacto (E-mail del tutor o tutora de prácticas)' }).click();
    const create = firm.getByRole('group', { name: /^Lo sentimos, el contacto no se encuentra en la empresa/ });
    await create.getByLabel('Nombre', { exact: true }).fill('Marta');
    await create.getByLabel('Apellidos').fill('Soler Puig');
    await create.getByLabel('Teléfono').fill('961234567');
    await create.getByLabel('Puesto').fill('Responsable de desarrollo');
    await create.getByRole('button', { name: 'Dar de alta el contacto' }).click();
    await expect(firm.getByText('Su contacto ha sido creado correctamente.')).toBeVisible();
    await firm.getByLabel('E-mail de la persona firmante').fill(signatoryEmail);
    await firm.getByRole('button', { name: 'Comprobar el contacto (E-mail de la persona firmante)' }).click();
    await expect(firm.getByText('Contacto validado: Rosa Llorca Pons')).toBeVisible();
    await firm.getByRole('button', { name: 'Enviar la propuesta' }).click();
    await expect(firm.getByText('Propuesta registrada')).toBeVisible();
  });

  await test.step('in English: the office accepts the proposal with its dates', async () => {
    await staff.goto('/orientacion');
    await switchLanguage(staff, 'en');
    try {
      const record = await openRecord(staff, 'propuestasPracticas', 'Company internship proposals', student.dni, company.name, 'en');
      await record.getByLabel(/^Start date/).fill(inDays(120));
      await record.getByLabel(/^End date/).fill(inDays(270));
      await record.getByLabel(/^Internship title/).fill(internshipTitle);
      await decide(staff, record, 'Accept and create the internship', 'Accepted', 'en');
    } finally {
      await switchLanguage(staff, 'es');
    }
  });

  await test.step('on a 390 px screen: the office issues the annex', async () => {
    await staff.setViewportSize({ width: 390, height: 844 });
    const record = await openRecord(staff, 'anexos', 'Anexos de prácticas', company.cif, internshipTitle);
    await expectNoSidewaysScroll(staff);
    await decide(staff, record, 'Emitir los anexos', 'Emitidos');
    // The record after a decision: the confirmation and the history, on the narrow screen.
    await expect(record.getByRole('region', { name: 'Historial de decisiones' })).toContainText(staffEmail);
    await expectAccessible(staff);
  });

  await test.step('the company uploads the signed annex', async () => {
    await firm.goto('/documentacion');
    const annexes = firm.getByRole('region', { name: 'Anexos de prácticas' });
    await expect(annexes.getByText('Pendiente de la copia firmada')).toHaveCount(1);
    await annexes.getByRole('button', { name: /^Subir la copia firmada: Proyecto formativo/ }).click();
    await expect(firm.getByLabel(/^Tipo de documento/)).toHaveValue('2');
    await firm.getByLabel(/^Nombre del documento/).fill('Proyecto formativo firmado');
    await firm.getByLabel(/^Fichero/).setInputFiles(pdf('anexo-firmado.pdf', 'Anexo firmado'));
    await firm.getByRole('button', { name: 'Guardar el documento' }).click();
    await expect(firm.getByText('Documentos adjuntados')).toBeVisible();
    await expect(annexes.getByText('Copia firmada aportada')).toHaveCount(1);
  });

  for (const page of [staff, firm, learner]) await page.context().close();
});
