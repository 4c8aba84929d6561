import { describe, expect, it } from 'vitest';
import { studentCvResponse } from '@portal/contracts';
import { base64, callsOf, freshSocialSecurityNumber, png, withTwoStudents } from './fixtures';
import { accounts, demoPassword, tokenOf } from '../support';

/**
 * The CV sections through their calls: each call saves and reads back in dameCvUsuario, refuses
 * bad input with the spec's code and message (nothing written), and refuses another student's
 * records. Two students of their own: Ana writes, Berta tries Ana's records.
 */

const world = withTwoStudents('sections');

/** A refusal of fields: the HTTP 400, the status, the fields named. */
const refused = (answer: { code: number; body: { status: number; errores?: { campo: string; mensaje: string }[] } }, status: number) => {
  expect(answer.code).toBe(400);
  expect(answer.body.status).toBe(status);
  return answer.body.errores ?? [];
};

describe('dameCvUsuario', () => {
  it('answers the whole CV in the contract, with the configuration of the form', async () => {
    const response = await world.asAna.get('/api/Alumno/dameCvUsuario');
    expect(response.statusCode).toBe(200);
    const cv = studentCvResponse.parse(response.json()).datos;
    expect(cv.academicos).toEqual([]);
    expect(cv.configuracion.camposPersonales.dni).toEqual({ visible: true, editable: true });
    expect(cv.configuracion.camposExperienciaObligatorios).toEqual(['descripcion', 'empresa']);
  });

  it("gives the seeded demo student's CV every section", async () => {
    const token = await tokenOf(world.app, 'Alumno', { usuario: accounts.student, password: demoPassword });
    const cv = await callsOf(world.app, token).cv();
    const sections = ['academicos', 'idiomas', 'estanciasExtranjero', 'formacionComplementaria', 'certificados', 'competencias', 'sectoresInteres', 'documentos', 'documentosPrivados'] as const;
    for (const section of sections) {
      expect(cv[section].length, section).toBeGreaterThan(0);
    }
    expect(cv.profesional.experiencia.length).toBeGreaterThan(0);
    expect(cv.interes.programasInformaticos.length).toBeGreaterThan(0);
    expect(cv).toMatchObject({ tieneNumSegSocial: true, validadoDOIP: ['dni', 'fechaNacimiento'] });
    expect(cv.urlCV).not.toBeNull();
    expect(cv.urlImagenPerfil).not.toBeNull();
    expect(cv.domicilio).not.toBeNull();
  });
});

describe('personal data (editDatosPersonales, editDatosEmail)', () => {
  it('saves the fields sent and leaves the others', async () => {
    const answer = await world.asAna.post('editDatosPersonales', {
      telefono: '+34 612-345-678',
      telefono2: '',
      iban: 'es91 2100 0418 4502 0005 1332',
      genero: 'noBinario',
      nacionalidades: [1, 250],
      lugarNacimiento: { idPais: 1, idProvincia: '08', idLocalidad: 8187 },
      discapacidad: true,
      fechaNacimiento: '2002-02-20',
    });
    expect(answer.body).toEqual({ status: 0, datos: { aviso: 532 } });
    const { personales } = await world.asAna.cv();
    expect(personales).toMatchObject({
      telefono: '+34612345678',
      telefono2: null,
      iban: 'ES9121000418450200051332',
      genero: 'noBinario',
      nacionalidades: [1, 250],
      lugarNacimiento: { idPais: 1, idProvincia: '08', idLocalidad: 8187, localidadOtros: null },
      discapacidad: true,
      fechaNacimiento: '2002-02-20',
    });
  });

  it('saves the address through the spec call, with the address rules', async () => {
    const address = {
      idTipoVia: 1, direccion: 'Major', direccionNumero: '3', cp: '08201', idPais: 1, idProvincia: '08',
      idLocalidad: 8187, idIsla: null, provinciaOtros: null, localidadOtros: null,
    };
    expect((await world.asAna.post('editDatosPersonales', { domicilio: address })).body.status).toBe(0);
    expect((await world.asAna.cv()).domicilio).toMatchObject({ direccion: 'Major', idLocalidad: 8187 });
    const errores = refused(await world.asAna.post('editDatosPersonales', { domicilio: { ...address, cp: '28001' } }, 'ca'), 15);
    expect(errores).toEqual([{ campo: 'domicilio.cp', mensaje: 'El codi postal ha de començar pel codi de la província' }]);
  });

  it('refuses a malformed national id (66), phone (70), IBAN (73) and social security number (83), worded', async () => {
    const before = await world.asAna.cv();
    expect(refused(await world.asAna.post('editDatosPersonales', { dni: '12345678A' }), 66)).toEqual([
      { campo: 'dni', mensaje: 'El documento de identidad no es correcto: revisa el número y la letra' },
    ]);
    expect(refused(await world.asAna.post('editDatosPersonales', { telefono: '6123456' }, 'en'), 70)).toEqual([
      { campo: 'telefono', mensaje: 'The phone number must have 9 to 14 digits (it may start with +)' },
    ]);
    refused(await world.asAna.post('editDatosPersonales', { iban: 'ES9121000418450200051333' }), 73);
    refused(await world.asAna.post('editDatosPersonales', { numSeguridadSocial: '281234567841' }), 83);
    refused(await world.asAna.post('editDatosPersonales', { nacionalidades: [999_999] }), 15);
    refused(await world.asAna.post('editDatosPersonales', { lugarNacimiento: { idPais: 1, idProvincia: '08', idLocalidad: 28079 } }), 15);
    expect(await world.asAna.cv()).toEqual(before);
  });

  it('lets the student correct a social security number until the office validates it (84 then), and names one of another account (180)', async () => {
    const typo = freshSocialSecurityNumber();
    expect((await world.asAna.post('editDatosPersonales', { numSeguridadSocial: typo })).body.status).toBe(0);
    const number = freshSocialSecurityNumber();
    expect((await world.asAna.post('editDatosPersonales', { numSeguridadSocial: number })).body.status).toBe(0);
    expect((await world.asAna.cv()).personales.numSeguridadSocial).toBe(number);

    // Another account's number: its own title, not "not valid".
    const other = await world.pool.query<{ id: number; number: string | null }>(
      `SELECT user_id AS id, social_security_number AS number FROM students WHERE user_id NOT IN ($1, $2) ORDER BY user_id LIMIT 1`,
      [world.ana.id, world.berta.id],
    );
    const { id: otherId, number: otherBefore } = other.rows[0]!;
    const taken = freshSocialSecurityNumber();
    await world.pool.query('UPDATE students SET social_security_number = $2 WHERE user_id = $1', [otherId, taken]);
    try {
      expect(refused(await world.asAna.post('editDatosPersonales', { numSeguridadSocial: taken }), 180)).toEqual([
        { campo: 'numSeguridadSocial', mensaje: expect.any(String) },
      ]);
    } finally {
      await world.pool.query('UPDATE students SET social_security_number = $2 WHERE user_id = $1', [otherId, otherBefore]);
    }

    await world.pool.query(`UPDATE students SET validated_fields = array_append(validated_fields, 'numSeguridadSocial') WHERE user_id = $1`, [
      world.ana.id,
    ]);
    try {
      refused(await world.asAna.post('editDatosPersonales', { numSeguridadSocial: freshSocialSecurityNumber() }), 84);
      expect((await world.asAna.cv()).personales.numSeguridadSocial).toBe(number);
    } finally {
      await world.pool.query(`UPDATE students SET validated_fields = array_remove(validated_fields, 'numSeguridadSocial') WHERE user_id = $1`, [
        world.ana.id,
      ]);
    }
  });

  it("refuses a national id of another student (94)", async () => {
    const { rows } = await world.pool.query<{ dni: string }>('SELECT national_id AS dni FROM students WHERE user_id = $1', [world.berta.id]);
    refused(await world.asAna.post('editDatosPersonales', { dni: rows[0]!.dni }), 94);
  });

  it('keeps the fields the careers office validated (validadoDOIP) and those the institution locks', async () => {
    await world.pool.query(`UPDATE students SET validated_fields = '{fechaNacimiento}' WHERE user_id = $1`, [world.ana.id]);
    expect(refused(await world.asAna.post('editDatosPersonales', { fechaNacimiento: '2001-01-01' }), 15)).toEqual([
      { campo: 'fechaNacimiento', mensaje: 'Este dato lo ha validado el servicio de empleo y no se puede modificar' },
    ]);
    // The same value again is no change: accepted.
    expect((await world.asAna.post('editDatosPersonales', { fechaNacimiento: '2002-02-20' })).body.status).toBe(0);
    expect((await world.asAna.cv()).validadoDOIP).toEqual(['fechaNacimiento']);

    const { rows } = await world.pool.query<{ settings: { camposPersonales: Record<string, { editable: boolean }> } }>(
      'SELECT settings FROM cv_settings WHERE id = 1',
    );
    const settings = rows[0]!.settings;
    const locked = { ...settings, camposPersonales: { ...settings.camposPersonales, iban: { visible: true, editable: false } } };
    await world.pool.query('UPDATE cv_settings SET settings = $1 WHERE id = 1', [JSON.stringify(locked)]);
    try {
      expect(refused(await world.asAna.post('editDatosPersonales', { iban: null }), 15)).toEqual([
        { campo: 'iban', mensaje: 'Este dato no se puede modificar desde el portal' },
      ]);
      expect((await world.asAna.cv()).configuracion.camposPersonales.iban).toEqual({ visible: true, editable: false });
    } finally {
      await world.pool.query('UPDATE cv_settings SET settings = $1 WHERE id = 1', [JSON.stringify(settings)]);
    }
  });

  it('saves the e-mails; 69 for a malformed one; the student e-mail is needed for communications there', async () => {
    const emails = { emailPersonal: 'ana@correo.example', emailEstudiante: 'ana@alumnos.example', comunicacionesEnEmailEstudiante: true };
    expect((await world.asAna.post('editDatosEmail', emails)).body.status).toBe(0);
    expect((await world.asAna.cv()).personales).toMatchObject(emails);
    refused(await world.asAna.post('editDatosEmail', { ...emails, emailPersonal: 'ana@correo' }), 69);
    refused(await world.asAna.post('editDatosEmail', { ...emails, emailPersonal: 'añá@correo.example' }), 69);
    expect(refused(await world.asAna.post('editDatosEmail', { ...emails, emailEstudiante: '' }), 15)).toEqual([
      { campo: 'emailEstudiante', mensaje: 'Indica tu email de estudiante para recibir en él las comunicaciones' },
    ]);
  });
});

describe('studies', () => {
  let university: number;
  let elsewhere: number;

  it('adds a degree of the institution once (8 the second time), with the grade read with a comma', async () => {
    const added = await world.asAna.post('addEstudioUniversidad', { idTitulacion: 26, anioInicio: 2024, finalizado: false, nota: '3,5' });
    expect(added.body).toMatchObject({ status: 0, datos: { aviso: null, registro: { codigo: 'M-DS', nivel: 'postgrado', nota: 3.5, validadoDOIP: false } } });
    university = added.body.datos.registro.id;
    expect((await world.asAna.post('addEstudioUniversidad', { idTitulacion: 26, finalizado: false })).body.status).toBe(8);
    refused(await world.asAna.post('addEstudioUniversidad', { idTitulacion: 99_999, finalizado: false }), 15);
    const { rows } = await world.pool.query('SELECT degree_code, level FROM student_standing WHERE user_id = $1', [world.ana.id]);
    expect(rows[0]).toEqual({ degree_code: 'M-DS', level: 'postgrado' });
  });

  it('refuses a grade outside 1 to 4 and years out of order', async () => {
    expect(refused(await world.asAna.post('addEstudio', { titulacion: 'Bachillerato', nivel: 'cicloFormativo', finalizado: true, nota: '4,5' }), 15)).toEqual([
      { campo: 'nota', mensaje: 'La nota media debe estar entre 1 y 4' },
    ]);
    refused(await world.asAna.post('addEstudio', { titulacion: 'X', nivel: 'grado', finalizado: true, anioInicio: 2020, anioFin: 2019 }), 15);
    refused(await world.asAna.post('addEstudio', { titulacion: '', nivel: 'grado', finalizado: true }), 15);
  });

  it('adds a finished study elsewhere with 537 until a private document holds the title', async () => {
    const added = await world.asAna.post('addEstudio', { titulacion: 'Grado en Física', nivel: 'grado', centro: 'Universitat de València', anioInicio: 2018, anioFin: 2022, finalizado: true, nota: 2.9 });
    expect(added.body).toMatchObject({ status: 0, datos: { aviso: 537, registro: { deLaUniversidad: false, titulacion: 'Grado en Física', nota: 2.9 } } });
    elsewhere = added.body.datos.registro.id;
  });

  it('edits a study; the institution\'s degree keeps its name; validated ones are locked', async () => {
    const edited = await world.asAna.post('editEstudio', { id: elsewhere, titulacion: 'Grado en Física Teórica', anioInicio: 2018, anioFin: 2023, finalizado: true, nota: '3' });
    expect(edited.body.datos.registro).toMatchObject({ titulacion: 'Grado en Física Teórica', anioFin: 2023, nota: 3 });
    refused(await world.asAna.post('editEstudio', { id: university, titulacion: 'Otro', finalizado: false }), 15);
    await world.pool.query('UPDATE student_studies SET validated = true WHERE id = $1', [university]);
    expect(refused(await world.asAna.post('editEstudio', { id: university, finalizado: true }), 15)[0]?.campo).toBe('id');
    await world.pool.query('UPDATE student_studies SET validated = false WHERE id = $1', [university]);
    expect((await world.asAna.get('/api/Alumno/dameTitulacionesActuales')).json().datos).toEqual([
      { id: university, idTitulacion: 26, codigo: 'M-DS', titulacion: 'Máster Universitario en Ciencia de Datos', nivel: 'postgrado' },
    ]);
  });

  it("refuses another student's studies on every call", async () => {
    expect((await world.asBerta.post('editEstudio', { id: elsewhere, finalizado: false })).code).toBe(403);
    expect((await world.asBerta.post('delEstudio', { id: elsewhere })).body.status).toBe(3);
    expect((await world.asBerta.post('bajaEstudioUniversidad', { id: university })).body.status).toBe(3);
    expect((await world.asAna.cv()).academicos).toHaveLength(2);
  });

  it('leaves a degree (57 for the last current study) and deletes studies but the last (62)', async () => {
    const left = await world.asAna.post('bajaEstudioUniversidad', { id: university });
    expect(left.body.datos.registro).toMatchObject({ id: university, deBaja: true });
    expect((await world.asAna.get('/api/Alumno/dameTitulacionesActuales')).json().datos).toEqual([]);
    expect((await world.asAna.post('delEstudio', { id: university })).body).toEqual({ status: 0, datos: true });
    expect((await world.asAna.post('delEstudio', { id: elsewhere })).body.status).toBe(62);
    const again = await world.asAna.post('addEstudioUniversidad', { idTitulacion: 15, finalizado: false });
    expect((await world.asAna.post('bajaEstudioUniversidad', { id: again.body.datos.registro.id })).body.status).toBe(0);
    const third = await world.asAna.post('addEstudioUniversidad', { idTitulacion: 14, finalizado: false });
    await world.asAna.post('delEstudio', { id: elsewhere });
    expect((await world.asAna.post('bajaEstudioUniversidad', { id: third.body.datos.registro.id })).body.status).toBe(57);
  });
});

describe('languages', () => {
  it('adds, edits and deletes a language; both fields required with the spec message; 8 twice', async () => {
    const added = await world.asAna.post('addIdioma', { idIdioma: 4, idNivel: 3 });
    expect(added.body).toMatchObject({ status: 0, datos: { registro: { idIdioma: 4, idNivel: 3, certificacion: null } } });
    const id = added.body.datos.registro.id;
    expect((await world.asAna.post('addIdioma', { idIdioma: 4, idNivel: 5 })).body.status).toBe(8);
    expect(refused(await world.asAna.post('addIdioma', { idIdioma: 6 }), 15)).toEqual([
      { campo: 'idNivel', mensaje: 'El idioma y el nivel son campos obligatorios para añadir un idioma' },
    ]);
    refused(await world.asAna.post('addIdioma', { idIdioma: 600, idNivel: 1 }), 15);
    const edited = await world.asAna.post('editIdioma', { id, idIdioma: 4, idNivel: 5, certificacion: 'DALF C1' });
    expect(edited.body.datos.registro).toMatchObject({ idNivel: 5, certificacion: 'DALF C1' });
    const { rows } = await world.pool.query('SELECT languages FROM student_standing WHERE user_id = $1', [world.ana.id]);
    expect(rows[0]?.languages).toEqual({ fr: 'C1' });
    expect((await world.asBerta.post('editIdioma', { id, idIdioma: 4, idNivel: 1 })).code).toBe(403);
    expect((await world.asBerta.post('delIdioma', { id })).code).toBe(403);
    expect((await world.asAna.post('delIdioma', { id })).body.status).toBe(0);
    expect((await world.asAna.cv()).idiomas).toEqual([]);
  });
});

describe('professional experience', () => {
  const job = {
    puesto: 'Analista de datos',
    empresa: 'Datos Baleares',
    descripcion: 'Cuadros de mando de ocupación hotelera.',
    idSector: 9,
    idPais: 1,
    idProvincia: '07',
    fechaInicio: '2024-01-15',
    fechaFin: '2024-06-30',
    duracionMeses: 6,
    idTipoContrato: 2,
    idSubtipoContrato: 4,
  };
  let id: number;

  it('adds an experience with the fields the institution requires and a contract subtype of its type', async () => {
    expect(refused(await world.asAna.post('addExperiencia', { ...job, descripcion: '', empresa: null }), 15).map((error) => error.campo)).toEqual([
      'descripcion',
      'empresa',
    ]);
    expect(refused(await world.asAna.post('addExperiencia', { ...job, idSubtipoContrato: 1 }), 15)).toEqual([
      { campo: 'idSubtipoContrato', mensaje: 'El subtipo no corresponde al tipo de contrato elegido' },
    ]);
    refused(await world.asAna.post('addExperiencia', { ...job, fechaFin: '2023-12-31' }), 15);
    const added = await world.asAna.post('addExperiencia', job);
    expect(added.body).toMatchObject({ status: 0, datos: { registro: { ...job, adjunto: null } } });
    id = added.body.datos.registro.id;
  });

  it('edits it, then refuses another student', async () => {
    const edited = await world.asAna.post('editExperiencia', { id, ...job, fechaFin: null, duracionMeses: null });
    expect(edited.body.datos.registro).toMatchObject({ fechaFin: null, duracionMeses: null });
    expect((await world.asBerta.post('editExperiencia', { id, ...job })).code).toBe(403);
    expect((await world.asBerta.post('delExperiencia', { id })).code).toBe(403);
    expect((await world.asAna.cv()).profesional.experiencia).toHaveLength(1);
  });

  it('saves the professional profile and deletes the experience', async () => {
    const profile = { carnetConducir: true, vehiculoPropio: false, disponibilidadTraslado: true, idAreasFuncionales: [3, 3, 7] };
    expect((await world.asAna.post('editProfesionales', profile)).body.status).toBe(0);
    expect((await world.asAna.cv()).profesional).toMatchObject({ carnetConducir: true, disponibilidadTraslado: true, idAreasFuncionales: [3, 7] });
    refused(await world.asAna.post('editProfesionales', { ...profile, idAreasFuncionales: [999] }), 15);
    expect((await world.asAna.post('delExperiencia', { id })).body.status).toBe(0);
  });
});

describe('stays abroad, complementary training, certificates', () => {
  const cases = [
    {
      name: 'stay',
      calls: ['addEstancia', 'editEstancia', 'delEstancia'],
      section: 'estanciasExtranjero',
      record: { idTipoEstancia: 2, idPais: 276, institucion: 'Siemens AG', ciudad: 'Múnich', fechaInicio: '2024-07-01', fechaFin: '2024-09-30', descripcion: null },
      change: { ciudad: 'Berlín' },
      bad: { idPais: 999_999 },
    },
    {
      name: 'training',
      calls: ['addFormacion', 'editFormacion', 'delFormacion'],
      section: 'formacionComplementaria',
      record: { idTipoFormacion: 1, titulo: 'Curso de SQL avanzado', centro: 'Udemy', horas: 30, fechaFin: '2024-02-01' },
      change: { horas: 35 },
      bad: { horas: 0 },
    },
    {
      name: 'certificate',
      calls: ['addCertificado', 'editCertificado', 'delCertificado'],
      section: 'certificados',
      record: { nombre: 'Scrum Master', entidad: 'Scrum.org', fecha: '2024-03-03', enlace: 'https://www.scrum.org/certificates/1' },
      change: { entidad: 'Scrum Alliance' },
      bad: { enlace: 'ftp://scrum' },
    },
  ] as const;

  for (const { name, calls: [add, edit, del], section, record, change, bad } of cases) {
    it(`adds, edits and deletes a ${name}, refusing bad input and another student`, async () => {
      const added = await world.asAna.post(add, record);
      expect(added.body).toMatchObject({ status: 0, datos: { registro: record } });
      const id = added.body.datos.registro.id;
      refused(await world.asAna.post(add, { ...record, ...bad }), 15);
      expect((await world.asAna.post(edit, { id, ...record, ...change })).body.datos.registro).toMatchObject(change);
      expect((await world.asBerta.post(edit, { id, ...record })).code).toBe(403);
      expect((await world.asBerta.post(del, { id })).code).toBe(403);
      expect((await world.asAna.cv())[section]).toHaveLength(1);
      expect((await world.asAna.post(del, { id })).body.status).toBe(0);
      expect((await world.asAna.cv())[section]).toHaveLength(0);
    });
  }
});

describe('lists and single fields', () => {
  it('replaces competences, IT knowledge, interests and sectors, refusing ids outside their lists', async () => {
    expect((await world.asAna.post('editCompetencias', { competencias: [1, 4, 4] })).body).toEqual({ status: 0, datos: { aviso: 532 } });
    expect((await world.asAna.post('editConocimientosInformaticos', { conocimientos: [{ idPrograma: 1, idNivel: 2 }, { idPrograma: 11, idNivel: 4 }] })).body.status).toBe(0);
    expect((await world.asAna.post('editInteres', { tags: [2] })).body.status).toBe(0);
    expect((await world.asAna.post('editSectoresInteres', { sectores: [10, 13] })).body.status).toBe(0);
    const cv = await world.asAna.cv();
    expect(cv.competencias).toEqual([1, 4]);
    expect(cv.interes).toEqual({ tags: [2], programasInformaticos: [{ idPrograma: 1, idNivel: 2 }, { idPrograma: 11, idNivel: 4 }] });
    expect(cv.sectoresInteres).toEqual([10, 13]);
    refused(await world.asAna.post('editCompetencias', { competencias: [999] }), 15);
    expect(refused(await world.asAna.post('editConocimientosInformaticos', { conocimientos: [{ idPrograma: 1, idNivel: 99 }] }), 15)[0]?.campo).toBe('conocimientos.0.idNivel');
    refused(await world.asAna.post('editInteres', { tags: [999] }), 15);
    refused(await world.asAna.post('editSectoresInteres', { sectores: [999] }), 15);
    expect((await world.asAna.cv()).competencias).toEqual([1, 4]);
  });

  it('saves the portfolio (URL and LinkedIn checks), presentation, period, switches and SNE level', async () => {
    expect((await world.asAna.post('editEnlacePortfolio', { enlace: 'https://www.linkedin.com/in/ana-prueba' })).body.status).toBe(0);
    expect(refused(await world.asAna.post('editEnlacePortfolio', { enlace: 'https://www.linkedin.com/feed' }), 15)).toEqual([
      { campo: 'enlace', mensaje: 'El enlace de LinkedIn no está bien formado (https://www.linkedin.com/in/tu-perfil)' },
    ]);
    refused(await world.asAna.post('editEnlacePortfolio', { enlace: 'javascript:alert(1)' }), 15);
    expect((await world.asAna.post('editPresentacion', { texto: 'Me gustan los datos.' })).body.status).toBe(0);
    expect((await world.asAna.post('editDatosPreferenciaPracticas', { idPeriodoPreferencia: 3 })).body.status).toBe(0);
    refused(await world.asAna.post('editDatosPreferenciaPracticas', { idPeriodoPreferencia: 9 }), 15);
    expect((await world.asAna.post('editDatosBusquedaActivaPracticas', { activa: true })).body.status).toBe(0);
    expect((await world.asAna.post('editDatosBusquedaActivaTrabajo', { activa: true })).body.status).toBe(0);
    expect((await world.asAna.post('editarNivelFormativoSNE', { id: 7 })).body.status).toBe(0);
    refused(await world.asAna.post('editarNivelFormativoSNE', { id: 9 }), 15);
    expect(await world.asAna.cv()).toMatchObject({
      enlacePortfolio: 'https://www.linkedin.com/in/ana-prueba',
      presentacion: 'Me gustan los datos.',
      idPeriodoPreferenciaPracticas: 3,
      busquedaPracticasActiva: true,
      busquedaTrabajoActiva: true,
      idNivelFormativoSNE: 7,
    });
    expect((await world.asAna.post('editEnlacePortfolio', { enlace: '' })).body.status).toBe(0);
    expect((await world.asAna.cv()).enlacePortfolio).toBeNull();
  });
});

describe('missing data and social security', () => {
  it('lists the mandatory personal data still missing, with the popup flag of the brand', async () => {
    const answer = (await world.asBerta.get('/api/Alumno/faltanDatosPersonalesObligatorios')).json();
    expect(answer.datos.faltan).toBe(true);
    expect(answer.datos.campos.map((field: { campo: string }) => field.campo)).toEqual([
      'fechaNacimiento',
      'telefono',
      'nacionalidades',
      'domicilio',
      'estudios',
    ]);
    const { rows } = await world.pool.query<{ popup: boolean }>(
      `SELECT (settings -> 'flags' ->> 'popupDatosObligatorios')::boolean AS popup FROM institution_brand`,
    );
    expect(answer.datos.mostrarPopup).toBe(rows[0]!.popup);
    await world.pool.query(`UPDATE institution_brand SET settings = jsonb_set(settings, '{flags,popupDatosObligatorios}', 'true')`);
    try {
      expect((await world.asBerta.get('/api/Alumno/faltanDatosPersonalesObligatorios')).json().datos.mostrarPopup).toBe(true);
    } finally {
      await world.pool.query(`UPDATE institution_brand SET settings = jsonb_set(settings, '{flags,popupDatosObligatorios}', $1::jsonb)`, [
        JSON.stringify(rows[0]!.popup),
      ]);
    }
    expect((await world.asAna.get('/api/Alumno/faltanDatosPersonalesObligatorios')).json().datos.campos).not.toContainEqual(
      expect.objectContaining({ campo: 'telefono' }),
    );
  });

  it('refuses the social-security form without the policy, with a foreign national id (66) or a number changed after the office validated it (115)', async () => {
    const { rows } = await world.pool.query<{ dni: string }>('SELECT national_id AS dni FROM students WHERE user_id = $1', [world.berta.id]);
    const dni = rows[0]!.dni;
    const number = freshSocialSecurityNumber();
    expect(refused(await world.asBerta.post('addDatosSeguridadSocial', { dni, numSeguridadSocial: number, politica: false }), 15)).toEqual([
      { campo: 'politica', mensaje: 'Debes aceptar la política de privacidad' },
    ]);
    refused(await world.asBerta.post('addDatosSeguridadSocial', { dni, numSeguridadSocial: '12345', politica: true }), 83);
    expect(refused(await world.asBerta.post('addDatosSeguridadSocial', { dni: '00000001R', numSeguridadSocial: number, politica: true }), 66)).toEqual([
      { campo: 'dni', mensaje: 'No coincide con el documento de identidad de tu cuenta' },
    ]);
    expect((await world.asBerta.get('/api/Alumno/tieneNumSegSocial')).json().datos).toEqual({ tiene: false, obligatorio: true, politicaAceptada: false });
    const image = { nombre: 'Tarjeta', ficheroB64ParaAltas: base64(png(20, 20)), extension_adjunto: 'png' };
    expect((await world.asBerta.post('addDatosSeguridadSocial', { dni, numSeguridadSocial: number, politica: true, adjunto: image })).body.status).toBe(46);
    expect((await world.asBerta.cv()).tieneNumSegSocial).toBe(false);
    expect((await world.asBerta.post('addDatosSeguridadSocial', { dni, numSeguridadSocial: freshSocialSecurityNumber(), politica: true })).body.status).toBe(0);
    // A typo is corrected on the same form until the office validates the number.
    expect((await world.asBerta.post('addDatosSeguridadSocial', { dni, numSeguridadSocial: number, politica: true })).body.status).toBe(0);
    await world.pool.query(`UPDATE students SET validated_fields = array_append(validated_fields, 'numSeguridadSocial') WHERE user_id = $1`, [
      world.berta.id,
    ]);
    try {
      refused(await world.asBerta.post('addDatosSeguridadSocial', { dni, numSeguridadSocial: freshSocialSecurityNumber(), politica: true }), 115);
    } finally {
      await world.pool.query(`UPDATE students SET validated_fields = array_remove(validated_fields, 'numSeguridadSocial') WHERE user_id = $1`, [
        world.berta.id,
      ]);
    }
    expect((await world.asBerta.cv()).personales.numSeguridadSocial).toBe(number);
  });
});
