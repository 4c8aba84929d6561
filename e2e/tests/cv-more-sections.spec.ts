import { expect, test, type Locator } from '@playwright/test';
import { deleteRecord, openCv, saveForm } from './cv-support';
import { expectAccessible } from './support';
import { onePagePdf } from '../../api/src/seeds/demo/files';

/**
 * The CV sections cv-sections.spec.ts leaves out, each as the demo student uses it: a refused input
 * with its message in place, then add, edit and delete (or set and clear). Every test puts back what
 * it changed: the other browser tests share this student.
 */

/** A saved value of a section's facts (a dl of term and value), by its term. */
const fact = (section: Locator, term: string) =>
  section
    .locator('dl > div')
    .filter({ has: section.page().getByText(term, { exact: true }) })
    .getByRole('definition');

/** A record of a section's list, by a text it shows. */
const record = (section: Locator, text: string) => section.getByRole('listitem').filter({ hasText: text });

/** A one-page PDF small enough to be an attachment. */
const pdfBytes = onePagePdf('Certificado de la experiencia');

test('a stay abroad and a complementary training: refused in place, then added, edited and deleted', async ({
  page,
}) => {
  await openCv(page);
  const stays = page.locator('#estancias');
  await stays.getByRole('button', { name: 'Añadir estancia' }).click();
  await saveForm(stays);
  // Type, country, institution and start are required; the summary says why nothing was saved.
  await expect(stays.getByText('Este campo es requerido')).toHaveCount(4);
  await expect(stays.getByRole('alert')).toContainText('Revisa los campos marcados');
  await expect(stays.getByLabel('Institución')).toHaveAttribute('aria-invalid', 'true');
  await stays.getByLabel('Tipo de estancia').selectOption({ label: 'Prácticas internacionales' });
  await stays.getByRole('combobox', { name: 'País', exact: true }).selectOption({ label: 'Alemania' });
  await stays.getByLabel('Institución').fill('Fraunhofer IIS');
  await stays.getByLabel('Ciudad').fill('Erlangen');
  await stays.getByLabel('Fecha de inicio').fill('2022-06-01');
  await stays.getByLabel('Fecha de fin').fill('2022-03-01');
  await saveForm(stays);
  await expect(stays.getByText('La fecha de fin no puede ser anterior a la de inicio')).toBeVisible();
  await expectAccessible(page);

  await stays.getByLabel('Fecha de fin').fill('2022-08-31');
  await saveForm(stays);
  await expect(stays.getByRole('status')).toContainText('Datos actualizados');
  await expect(record(stays, 'Fraunhofer IIS (Alemania)')).toContainText('Prácticas internacionales');

  await stays.getByRole('button', { name: 'Editar Fraunhofer IIS (Alemania)' }).click();
  await stays.getByLabel('Tipo de estancia').selectOption({ label: 'Estancia de investigación' });
  await saveForm(stays);
  await expect(record(stays, 'Fraunhofer IIS (Alemania)')).toContainText('Estancia de investigación');

  await deleteRecord(page, stays, 'Fraunhofer IIS (Alemania)');
  await expect(stays.getByText('Fraunhofer IIS')).toHaveCount(0);

  const training = page.locator('#formacion');
  await training.getByRole('button', { name: 'Añadir formación' }).click();
  await training.getByLabel('Título').fill('Contenedores con Docker');
  await training.getByLabel('Horas').fill('doce');
  await saveForm(training);
  await expect(training.getByLabel('Tipo de formación')).toHaveAttribute('aria-invalid', 'true');
  await expect(training.getByText('Este campo es requerido')).toHaveCount(1);
  // Something typed that is not a number is wrong, not missing.
  await expect(training.getByText('El valor no es válido')).toBeVisible();
  await expect(training.getByLabel('Horas')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await training.getByLabel('Tipo de formación').selectOption({ label: 'Seminario o taller' });
  await training.getByLabel('Horas').fill('12');
  await training.getByLabel('Centro').fill('Colegio de Ingenieros');
  await saveForm(training);
  await expect(record(training, 'Contenedores con Docker')).toContainText(
    'Seminario o taller · Colegio de Ingenieros · 12 h',
  );

  await training.getByRole('button', { name: 'Editar Contenedores con Docker' }).click();
  await training.getByLabel('Horas').fill('16');
  await saveForm(training);
  await expect(record(training, 'Contenedores con Docker')).toContainText('16 h');

  await deleteRecord(page, training, 'Contenedores con Docker');
  await expect(training.getByText('Contenedores con Docker')).toHaveCount(0);
});

test('a certificate refuses a javascript: link; IT knowledge refuses a program without level; both added, edited, deleted', async ({
  page,
}) => {
  await openCv(page);
  const certificates = page.locator('#certificados');
  await certificates.getByRole('button', { name: 'Añadir certificado' }).click();
  await certificates.getByLabel('Nombre del certificado').fill('Professional Scrum Master I');
  await certificates.getByLabel('Enlace').fill('javascript:alert(1)');
  await saveForm(certificates);
  await expect(certificates.getByText('La dirección web no está bien formada')).toBeVisible();
  await expect(certificates.getByLabel('Enlace')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await certificates.getByLabel('Enlace').fill('https://www.scrum.org/certificates/lucia');
  await certificates.getByLabel('Entidad').fill('Scrum.org');
  await saveForm(certificates);
  const scrum = record(certificates, 'Professional Scrum Master I');
  await expect(scrum).toContainText('Scrum.org');
  await expect(scrum.getByRole('link', { name: 'Enlace' })).toHaveAttribute(
    'href',
    'https://www.scrum.org/certificates/lucia',
  );

  await certificates.getByRole('button', { name: 'Editar Professional Scrum Master I' }).click();
  await certificates.getByLabel('Entidad').fill('Scrum.org (en línea)');
  await saveForm(certificates);
  await expect(scrum).toContainText('Scrum.org (en línea)');
  await deleteRecord(page, certificates, 'Professional Scrum Master I');
  await expect(certificates.getByText('Professional Scrum Master I')).toHaveCount(0);

  const it = page.locator('#informatica');
  const figma = it.getByRole('listitem').filter({ hasText: /^Figma:/ });
  await expect(figma).toHaveCount(0);
  const programsBefore = await it.getByRole('listitem').allTextContents();
  expect(programsBefore.length).toBeGreaterThan(0);
  await it.getByRole('button', { name: 'Editar: Conocimientos informáticos' }).click();
  await it.getByRole('button', { name: 'Añadir programa' }).click();
  // The new row is the last one, whatever the student already has.
  const newRow = it.getByRole('group', { name: /^Programa \d+$/ }).last();
  await saveForm(it);
  await expect(newRow.getByText('Este campo es requerido')).toHaveCount(2);
  await expect(it.getByRole('alert')).toContainText('Revisa los campos marcados');
  await expectAccessible(page);

  await newRow.getByLabel('Programa').selectOption({ label: 'Figma' });
  await newRow.getByLabel('Nivel').selectOption({ label: 'Básico' });
  await saveForm(it);
  await expect(figma).toHaveText('Figma: Básico');

  await it.getByRole('button', { name: 'Editar: Conocimientos informáticos' }).click();
  const figmaRow = it
    .getByRole('group')
    .filter({ has: page.getByRole('option', { name: 'Figma', selected: true }) });
  await figmaRow.getByLabel('Nivel').selectOption({ label: 'Intermedio' });
  await saveForm(it);
  await expect(figma).toHaveText('Figma: Intermedio');

  await it.getByRole('button', { name: 'Editar: Conocimientos informáticos' }).click();
  await figmaRow.getByRole('button', { name: /^Quitar el programa/ }).click();
  await saveForm(it);
  await expect(it.getByRole('status')).toContainText('Datos actualizados');
  await expect(figma).toHaveCount(0);
  // The programs the student had are still there, as they were.
  await expect(it.getByRole('listitem')).toHaveText(programsBefore);
});

test('the professional profile, competences, interests and sectors are set and cleared with their check boxes', async ({
  page,
}) => {
  await openCv(page);
  const profile = page.locator('#perfil-profesional');
  await expect(fact(profile, 'Vehículo propio')).toHaveText('No');
  await expect(fact(profile, 'Áreas funcionales')).not.toContainText('Marketing');
  const profileBefore = await profile.getByRole('definition').allTextContents();
  // Each list of choices gets one more ticked, shown once saved, then unticked again.
  const choices = [
    { section: page.locator('#competencias'), title: 'Competencias', option: 'Liderazgo' },
    { section: page.locator('#intereses'), title: 'Intereses', option: 'Sostenibilidad' },
    { section: page.locator('#sectores'), title: 'Sectores de interés', option: 'F. Construcción' },
  ].map((choice) => ({
    ...choice,
    shown: choice.section.getByRole('listitem').filter({ hasText: choice.option }),
  }));
  const listed = async (section: Locator) => (await section.getByRole('listitem').allTextContents()).sort();
  const choicesBefore: string[][] = [];
  for (const { section, shown } of choices) {
    await expect(shown).toHaveCount(0);
    // Saved in the order of the check boxes: the same choices may come back in another order.
    choicesBefore.push(await listed(section));
  }

  for (const set of [true, false]) {
    await profile.getByRole('button', { name: 'Editar: Perfil profesional' }).click();
    await profile.getByLabel('Vehículo propio').setChecked(set);
    await profile.getByRole('group', { name: 'Áreas funcionales' }).getByLabel('Marketing').setChecked(set);
    for (const { section, title, option } of choices) {
      await section.getByRole('button', { name: `Editar: ${title}` }).click();
      await section.getByRole('group', { name: title }).getByLabel(option, { exact: true }).setChecked(set);
    }
    // The four forms open at once: one look at the page covers them all.
    if (set) await expectAccessible(page);

    await saveForm(profile);
    await expect(profile.getByRole('status')).toContainText('Datos actualizados');
    await expect(fact(profile, 'Vehículo propio')).toHaveText(set ? 'Sí' : 'No');
    for (const { section, shown } of choices) {
      await saveForm(section);
      await expect(section.getByRole('status')).toContainText('Datos actualizados');
      await expect(shown).toHaveCount(set ? 1 : 0);
    }
    if (set) await expect(fact(profile, 'Áreas funcionales')).toContainText('Marketing');
  }
  await expect(profile.getByRole('definition')).toHaveText(profileBefore);
  for (const [index, { section }] of choices.entries())
    expect(await listed(section)).toEqual(choicesBefore[index]);
});

test('an experience: refused without its required fields or with an attachment of a wrong type; added, edited, deleted', async ({
  page,
}) => {
  await openCv(page);
  const experience = page.locator('#experiencia');
  await experience.getByRole('button', { name: 'Añadir experiencia' }).click();
  await saveForm(experience);
  // Position and start always; company and description because the institution requires them.
  await expect(experience.getByText('Este campo es requerido')).toHaveCount(4);
  await expect(experience.getByLabel('Empresa')).toHaveAttribute('aria-invalid', 'true');
  await expect(experience.getByRole('alert')).toContainText('Revisa los campos marcados');

  await experience.getByLabel('Puesto').fill('Analista de datos');
  await experience.getByLabel('Empresa').fill('Datos Abiertos SL');
  await experience.getByLabel('Sector').selectOption({ label: 'J. Información y comunicaciones' });
  await experience.getByLabel('País').selectOption({ label: 'España' });
  await experience.getByLabel('Provincia').selectOption({ label: 'Valencia' });
  await experience.getByLabel('Fecha de inicio').fill('2025-01-15');
  await experience.getByLabel('Descripción').fill('Cuadros de mando con datos abiertos.');
  await experience.getByLabel('Documento adjunto').setInputFiles({
    name: 'contrato.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await saveForm(experience);
  await expect(experience.getByText('Este tipo de fichero no esta permitido')).toBeVisible();
  await expectAccessible(page);

  await experience
    .getByLabel('Documento adjunto')
    .setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await saveForm(experience);
  const analyst = record(experience, 'Analista de datos · Datos Abiertos SL');
  await expect(analyst).toContainText('actualidad');
  await expect(analyst.getByRole('button', { name: 'Descargar contrato.pdf' })).toBeVisible();

  await experience.getByRole('button', { name: 'Editar Analista de datos · Datos Abiertos SL' }).click();
  await experience.getByLabel('Fecha de fin').fill('2025-06-30');
  await experience.getByLabel('Empresa').fill('Datos Públicos SL');
  await saveForm(experience);
  const renamed = record(experience, 'Analista de datos · Datos Públicos SL');
  await expect(renamed).not.toContainText('actualidad');
  // Editing without a new file keeps the attachment.
  await expect(renamed.getByRole('button', { name: 'Descargar contrato.pdf' })).toBeVisible();

  await deleteRecord(page, experience, 'Analista de datos · Datos Públicos SL');
  await expect(experience.getByText('Analista de datos')).toHaveCount(0);
});

test('presentation and portfolio refuse a LinkedIn link that is not a profile; search preferences set and put back', async ({
  page,
}) => {
  await openCv(page);
  const presentation = page.locator('#presentacion');
  const edit = () => presentation.getByRole('button', { name: 'Editar: Presentación' }).click();
  await edit();
  const text = presentation.getByLabel('Presentación');
  const portfolio = presentation.getByLabel('Portafolio');
  const original = { text: await text.inputValue(), portfolio: await portfolio.inputValue() };
  expect(original.portfolio).not.toBe('');

  await portfolio.fill('https://www.linkedin.com/feed/');
  await saveForm(presentation);
  await expect(
    presentation.getByText(
      'El enlace de LinkedIn no está bien formado (https://www.linkedin.com/in/tu-perfil)',
    ),
  ).toBeVisible();
  await expect(portfolio).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await text.fill('Analista de datos en formación.');
  await portfolio.fill('https://www.linkedin.com/in/lucia-martin-perez');
  await saveForm(presentation);
  await expect(presentation.getByRole('status')).toContainText('Datos actualizados');
  await expect(presentation.getByText('Analista de datos en formación.')).toBeVisible();
  await expect(
    presentation.getByRole('link', { name: 'https://www.linkedin.com/in/lucia-martin-perez' }),
  ).toBeVisible();

  // Cleared: the section says there is nothing, then the student's own text and link come back.
  await edit();
  await text.fill('');
  await portfolio.fill('');
  await saveForm(presentation);
  await expect(presentation.getByText('Sin indicar')).toHaveCount(2);
  await expect(presentation.getByRole('link')).toHaveCount(0);
  await edit();
  await text.fill(original.text);
  await portfolio.fill(original.portfolio);
  await saveForm(presentation);
  await expect(presentation.getByRole('link', { name: original.portfolio })).toBeVisible();
  await expect(presentation.getByText(original.text, { exact: true })).toBeVisible();

  const search = page.locator('#busqueda');
  const editSearch = () => search.getByRole('button', { name: 'Editar: Búsqueda activa' }).click();
  const period = search.getByLabel('Periodo preferido para las prácticas');
  const sne = search.getByLabel('Nivel formativo (SNE)');
  const terms = [
    'Busco prácticas',
    'Busco empleo',
    'Periodo preferido para las prácticas',
    'Nivel formativo (SNE)',
    'Permiso de trabajo',
  ];
  const factsNow = () => Promise.all(terms.map((term) => fact(search, term).textContent()));
  const before = await factsNow();
  await expect(fact(search, 'Busco empleo')).toHaveText('Sí');
  await editSearch();
  const saved = { period: await period.inputValue(), sne: await sne.inputValue() };
  expect(saved.period).not.toBe('1'); // "Primer semestre" below must be a change
  await search.getByLabel('Busco empleo').uncheck();
  await period.selectOption({ label: 'Primer semestre' });
  await sne.selectOption({ label: 'Elige una opción' });
  await expectAccessible(page);
  await saveForm(search);
  await expect(search.getByRole('status')).toContainText('Datos actualizados');
  await expect(fact(search, 'Busco empleo')).toHaveText('No');
  await expect(fact(search, 'Periodo preferido para las prácticas')).toHaveText('Primer semestre');
  await expect(fact(search, 'Nivel formativo (SNE)')).toHaveText('Sin indicar');

  // Without the job search switched on no application would go through (54): put it all back.
  await editSearch();
  await search.getByLabel('Busco empleo').check();
  await period.selectOption(saved.period);
  await sne.selectOption(saved.sne);
  await saveForm(search);
  await expect(fact(search, 'Busco empleo')).toHaveText('Sí');
  expect(await factsNow()).toEqual(before);
});

test('a file named .pdf whose bytes are not a PDF is refused by the server (46), shown in the form, and not listed', async ({
  page,
}) => {
  await openCv(page);
  const documents = page.locator('#documentos');
  await documents.getByRole('button', { name: 'Añadir documento' }).click();
  await documents.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Memoria disfrazada');
  // A Windows program renamed: the name and the type say PDF, so only the content can tell.
  await documents.getByLabel('Fichero').setInputFiles({
    name: 'memoria.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]),
  });
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/Alumno/addDoc'));
  await saveForm(documents);
  expect(await (await answer).json()).toMatchObject({ status: 46 });
  const refusal = documents.locator('form').getByRole('alert');
  await expect(refusal).toContainText('Tipo de fichero no permitido');
  await expect(refusal).toContainText(
    'Este tipo de fichero no está permitido. Súbelo en uno de los formatos admitidos.',
  );
  // The form stays open with what the student chose, to pick another file.
  await expect(documents.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
    'Memoria disfrazada',
  );
  await expectAccessible(page);

  await documents.getByRole('button', { name: 'Cancelar' }).click();
  await expect(documents.getByText('Memoria disfrazada')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('cv-name')).toBeVisible();
  await expect(page.locator('#documentos').getByText('Memoria disfrazada')).toHaveCount(0);
});
