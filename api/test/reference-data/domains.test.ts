import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pino } from 'pino';
import {
  activeProgrammesResponse,
  changeReasonsResponse,
  degreesResponse,
  domainItemsResponse,
  domainListsResponse,
  domainsResponse,
  educationCentresResponse,
  provinceHasIslandsResponse,
  streetTypesResponse,
  type Language,
} from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { createPool } from '../../src/platform/db/pool';
import { sortIgnoringAccents, sortWithCatchAllLast } from '../../src/reference-data/sorting';
import { testApp } from '../support';

let app: PortalApp;

beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const domainsOf = async (language: Language) =>
  domainsResponse.parse((await get(`/api/Dominios/dominios/${language}`)).json()).datos;
const listsOf = async (language: Language) =>
  domainListsResponse.parse((await get(`/api/Dominios/dominiosList/${language}`)).json()).datos;

/** The order a reader of that language expects; the test's own, not the server's code. */
const collated = (texts: string[], language: Language) =>
  [...texts].sort(new Intl.Collator(language, { sensitivity: 'accent', numeric: true }).compare);

/** Municipalities in the INE register of 1 January 2021, the data shipped in api/data. */
const municipalitiesOfSpain = 8131;

describe('GET /api/Dominios/dominios/{language}', () => {
  it('holds the 53 fixed provinces, Álava to Granada as 01 to 18, Ceuta 51, Melilla 52 and an unknown 53', async () => {
    const { provincias } = await domainsOf('es');
    expect(provincias).toHaveLength(53);
    const byId = new Map(provincias.map((province) => [province.idProvincia, province]));
    expect([...byId.keys()].sort()).toEqual(
      Array.from({ length: 53 }, (_, index) => String(index + 1).padStart(2, '0')),
    );
    expect(
      Array.from({ length: 18 }, (_, index) => byId.get(String(index + 1).padStart(2, '0'))?.nameProvincia),
    ).toEqual([
      'Álava',
      'Albacete',
      'Alicante',
      'Almería',
      'Ávila',
      'Badajoz',
      'Illes Balears',
      'Barcelona',
      'Burgos',
      'Cáceres',
      'Cádiz',
      'Castellón',
      'Ciudad Real',
      'Córdoba',
      'A Coruña',
      'Cuenca',
      'Girona',
      'Granada',
    ]);
    expect(byId.get('51')?.nameProvincia).toBe('Ceuta');
    expect(byId.get('52')?.nameProvincia).toBe('Melilla');
    expect(byId.get('53')?.localidades).toEqual({});
    expect(provincias.map((province) => province.nameProvincia)).toEqual(
      collated(
        provincias.map((province) => province.nameProvincia),
        'es',
      ),
    );
  });

  it('maps every municipality of Spain by its official INE id to its upper-case name', async () => {
    const { provincias } = await domainsOf('es');
    const all = provincias.flatMap((province) =>
      Object.entries(province.localidades).map(([id, name]) => ({
        id,
        name,
        province: province.idProvincia,
      })),
    );
    expect(all).toHaveLength(municipalitiesOfSpain);
    expect(new Set(all.map((municipality) => municipality.id)).size).toBe(municipalitiesOfSpain);
    expect(all.every(({ name }) => name === name.toLocaleUpperCase('es'))).toBe(true);
    // INE code = province code + municipality code: 28079 Madrid, 08019 Barcelona, 51001 Ceuta.
    const names = Object.fromEntries(
      provincias.map((province) => [province.idProvincia, province.localidades]),
    );
    expect(names['28']?.['28079']).toBe('MADRID');
    expect(names['08']?.['8019']).toBe('BARCELONA');
    expect(names['46']?.['46250']).toBe('VALÈNCIA');
    expect(names['51']).toEqual({ '51001': 'CEUTA' });
    expect(names['52']).toEqual({ '52001': 'MELILLA' });
    expect(Object.keys(names['08'] ?? {})).toHaveLength(311);
    expect(all.every(({ id, province }) => id.padStart(5, '0').startsWith(province))).toBe(true);
  });

  it('names provinces and countries in the language asked for; Spain is country 1', async () => {
    const [es, ca, en] = await Promise.all([domainsOf('es'), domainsOf('ca'), domainsOf('en')]);
    const spain = (list: typeof es.paises) => list.find((country) => country.id === 1);
    expect([
      spain(es.paises)?.descripcion,
      spain(ca.paises)?.descripcion,
      spain(en.paises)?.descripcion,
    ]).toEqual(['España', 'Espanya', 'Spain']);
    expect(es.paises.length).toBeGreaterThan(240);
    expect(new Set(es.paises.map((country) => country.id)).size).toBe(es.paises.length);
    expect(es.paises.find((country) => country.iso === 'FR')?.id).toBe(250);
    expect(ca.provincias.find((province) => province.idProvincia === '50')?.nameProvincia).toBe('Saragossa');
    for (const [language, domains] of [
      ['es', es],
      ['ca', ca],
      ['en', en],
    ] as const) {
      expect(domains.paises.map((country) => country.descripcion)).toEqual(
        collated(
          domains.paises.map((country) => country.descripcion),
          language,
        ),
      );
      expect(domains.sectores.map((sector) => sector.descripcion)).toEqual(
        collated(
          domains.sectores.map((sector) => sector.descripcion),
          language,
        ),
      );
    }
  });

  it('sorts functional areas by description with "otras" last', async () => {
    for (const [language, catchAll] of [
      ['es', 'Otras'],
      ['ca', 'Altres'],
      ['en', 'Other'],
    ] as const) {
      const areas = (await domainsOf(language)).areasFuncionales.map((area) => area.descripcion);
      expect(areas.at(-1)).toBe(catchAll);
      expect(areas.slice(0, -1)).toEqual(collated(areas.slice(0, -1), language));
    }
  });

  it('lists the islands of the three island provinces and the forum years from 2010', async () => {
    const { islas, aniosForo } = await domainsOf('ca');
    expect(islas).toHaveLength(12);
    expect([...new Set(islas.map((island) => island.idProvincia))].sort()).toEqual(['07', '35', '38']);
    expect(islas.find((island) => island.idIsla === 3)?.descripcion).toBe('Eivissa');
    const year = new Date().getFullYear();
    expect(aniosForo[0]).toBe(2010);
    expect(aniosForo.at(-1)).toBe(year);
    expect(aniosForo).toHaveLength(year - 2010 + 1);
  });

  it('refuses an unknown language with status 15 naming the field', async () => {
    const response = await get('/api/Dominios/dominios/fr');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 15, errores: [{ campo: 'language' }] });
    expect((await get('/api/Dominios/dominiosList/xx')).statusCode).toBe(400);
    expect((await get('/api/Dominios/titulaciones/ES')).statusCode).toBe(400);
  });
});

describe('GET /api/Dominios/dominiosList/{language}', () => {
  it('lists every locality with its province, sorted by name', async () => {
    const { localidades } = await listsOf('es');
    expect(localidades).toHaveLength(municipalitiesOfSpain);
    expect(localidades.find((locality) => locality.id === 28079)).toEqual({
      id: 28079,
      idProvincia: '28',
      descripcion: 'MADRID',
    });
    const names = localidades.map((locality) => locality.descripcion);
    expect(names).toEqual(collated(names, 'es'));
  });

  it('sorts the specialities of each study scope ignoring accents, and words every list per language', async () => {
    const [es, ca] = await Promise.all([listsOf('es'), listsOf('ca')]);
    expect(es.ambitosEstudio).toHaveLength(10);
    for (const [language, lists] of [
      ['es', es],
      ['ca', ca],
    ] as const) {
      for (const scope of lists.ambitosEstudio) {
        const plain = scope.especialidades.map((speciality) =>
          speciality.descripcion.normalize('NFD').replace(/\p{Diacritic}/gu, ''),
        );
        expect(plain).toEqual(collated(plain, language));
      }
      expect(lists.ambitosEstudio.map((scope) => scope.ambitoEstudio)).toEqual(
        collated(
          lists.ambitosEstudio.map((scope) => scope.ambitoEstudio),
          language,
        ),
      );
    }
    expect(es.tiposVia.find((type) => type.abreviatura === 'CL')?.descripcion).toBe('Calle');
    expect(ca.tiposVia.find((type) => type.abreviatura === 'CL')?.descripcion).toBe('Carrer');
    expect(ca.nivelesIdioma.map((level) => level.descripcion)).toContain('C1');
    expect(es.tiposDocumentoIdentidad.map((type) => type.descripcion)).toEqual([
      'DNI',
      'Documento de identidad de la UE',
      'NIE',
      'Pasaporte',
    ]);
  });
});

describe('the lists with their own call', () => {
  it('sorts the candidacy change reasons by description, with rejections (17) for employment, internships and both', async () => {
    const response = await get('/api/Dominios/tipoMotivoCambioEstadoCandidatura/es');
    const reasons = changeReasonsResponse.parse(response.json()).datos;
    expect(reasons.map((reason) => reason.descripcion)).toEqual(
      collated(
        reasons.map((reason) => reason.descripcion),
        'es',
      ),
    );
    const rejections = reasons.filter((reason) => reason.idEstado === 17);
    expect(new Set(rejections.map((reason) => reason.idPerfil))).toEqual(new Set([1, 2, null]));
    const catalan = changeReasonsResponse.parse(
      (await get('/api/Dominios/tipoMotivoCambioEstadoCandidatura/ca')).json(),
    ).datos;
    expect(catalan.find((reason) => reason.idMotivo === 7)?.descripcion).toBe('Motius personals');
  });

  it('sorts degrees by description in the language (Óptica between Odontología and Periodismo)', async () => {
    const degrees = degreesResponse.parse((await get('/api/Dominios/titulaciones/es')).json()).datos;
    const names = degrees.map((degree) => degree.descripcion);
    expect(names).toEqual(collated(names, 'es'));
    const optics = names.indexOf('Grado en Óptica y Optometría');
    expect(names[optics - 1]).toBe('Grado en Odontología');
    expect(names[optics + 1]).toBe('Grado en Periodismo');
  });

  it('serves street types, interest tags, IT programmes and company types', async () => {
    const streetTypes = streetTypesResponse.parse((await get('/api/Dominios/tiposVia')).json()).datos;
    expect(streetTypes.map((type) => type.descripcion)).toContain('Calle');
    const catalanStreetTypes = streetTypesResponse.parse(
      (await get('/api/Dominios/tiposVia?idioma=ca')).json(),
    ).datos;
    expect(catalanStreetTypes.map((type) => type.descripcion)).toContain('Carrer');
    expect(catalanStreetTypes.map((type) => type.descripcion)).toEqual(
      collated(
        catalanStreetTypes.map((type) => type.descripcion),
        'ca',
      ),
    );
    const tags = domainItemsResponse.parse((await get('/api/Dominios/TagsInteresAlumno')).json()).datos;
    expect(tags.map((tag) => tag.descripcion)).toContain('Emprendimiento');
    const programmes = domainItemsResponse.parse(
      (await get('/api/Dominios/ProgramasInformaticos')).json(),
    ).datos;
    expect(programmes.map((programme) => programme.descripcion)).toContain('Microsoft Excel');
    const companyTypes = domainItemsResponse.parse((await get('/api/Dominios/tiposEmpresa/ca')).json()).datos;
    expect(companyTypes.map((type) => type.descripcion)).toContain('Empresa privada');
    // The candidacy states alone are those of the whole domains answer, in the same language.
    const states = domainItemsResponse.parse((await get('/api/Dominios/estadosCandidatura/en')).json()).datos;
    const whole = domainsResponse.parse((await get('/api/Dominios/dominios/en')).json()).datos;
    expect(states).toEqual(whole.estadosCandidatura);
    expect(states.length).toBeGreaterThan(5);
    expect((await get('/api/Dominios/estadosCandidatura/fr')).statusCode).toBe(400);
    expect((await get('/api/Dominios/tiposVia?idioma=fr')).statusCode).toBe(400);
  });

  it('tells which provinces have islands', async () => {
    const hasIslands = async (province: string) =>
      provinceHasIslandsResponse.parse((await get(`/api/dominios/esProvinciaConIslas/${province}`)).json())
        .datos;
    expect(await Promise.all(['07', '35', '38', '7', '28', '53'].map(hasIslands))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect((await get('/api/dominios/esProvinciaConIslas/54')).json()).toMatchObject({ status: 15 });
  });

  it('lists the education centres of a province, sorted, and none for the unknown one', async () => {
    const centres = educationCentresResponse.parse(
      (await get('/api/Dominios/centrosEducativosDeProvincia/08')).json(),
    ).datos;
    expect(centres.length).toBeGreaterThan(0);
    expect(centres.every((centre) => centre.idProvincia === '08')).toBe(true);
    expect(centres.map((centre) => centre.descripcion)).toEqual(
      collated(
        centres.map((centre) => centre.descripcion),
        'es',
      ),
    );
    const unknown = educationCentresResponse.parse(
      (await get('/api/Dominios/centrosEducativosDeProvincia/53')).json(),
    ).datos;
    expect(unknown).toEqual([]);
    expect((await get('/api/Dominios/centrosEducativosDeProvincia/0')).statusCode).toBe(400);
  });

  it('lists the active internship programmes only', async () => {
    const pool = createPool(inject('databaseUrl'), pino({ level: 'silent' }));
    const slugs = ['domains-test-open', 'domains-test-closed'];
    try {
      await pool.query(
        `INSERT INTO internship_programmes (slug, title, description, active)
         VALUES ($1, 'Programa abierto de prueba', 'Abierto', true), ($2, 'Programa cerrado de prueba', 'Cerrado', false)`,
        slugs,
      );
      const programmes = activeProgrammesResponse.parse(
        (await get('/api/Publico/programasPracticasActivos')).json(),
      ).datos;
      expect(programmes.map((programme) => programme.urlAcceso)).toContain('domains-test-open');
      expect(programmes.map((programme) => programme.urlAcceso)).not.toContain('domains-test-closed');
    } finally {
      await pool.query('DELETE FROM internship_programmes WHERE slug = ANY($1)', [slugs]);
      await pool.end();
    }
  });
});

describe('caching', () => {
  it('answers a revalidation with 304 and no body while nothing changed', async () => {
    const first = await get('/api/Dominios/dominios/es');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/api/Dominios/dominios/es', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const otherLanguage = await get('/api/Dominios/dominios/ca', { 'if-none-match': String(etag) });
    expect(otherLanguage.statusCode).toBe(200);
    expect(otherLanguage.headers.etag).not.toBe(etag);
    expect((await get('/api/Dominios/dominios/es', { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);

    const lists = await get('/api/Dominios/dominiosList/es');
    expect(
      (await get('/api/Dominios/dominiosList/es', { 'if-none-match': String(lists.headers.etag) }))
        .statusCode,
    ).toBe(304);
  });

  it('sends the same answer compressed to a client that accepts gzip', async () => {
    const plain = await get('/api/Dominios/dominiosList/ca');
    const compressed = await get('/api/Dominios/dominiosList/ca', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});

describe('sorting rules', () => {
  it('ignores accents for specialities and puts the catch-all entry last', () => {
    const items = ['Zoología', 'Óptica', 'Odontología', 'Enfermería'].map((descripcion, id) => ({
      id,
      descripcion,
    }));
    expect(sortIgnoringAccents(items, 'es').map((item) => item.descripcion)).toEqual([
      'Enfermería',
      'Odontología',
      'Óptica',
      'Zoología',
    ]);
    const areas = ['Otros', 'Marketing', 'Administración'].map((descripcion, id) => ({ id, descripcion }));
    expect(sortWithCatchAllLast(areas, 'es').map((area) => area.descripcion)).toEqual([
      'Administración',
      'Marketing',
      'Otros',
    ]);
  });
});

describe('documentation', () => {
  it('documents every reference-data route in OpenAPI', async () => {
    const { paths } = (await get('/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/Dominios/dominios/{language}',
        '/api/Dominios/dominiosList/{language}',
        '/api/Dominios/tiposVia',
        '/api/Dominios/TagsInteresAlumno',
        '/api/Dominios/ProgramasInformaticos',
        '/api/Dominios/titulaciones/{language}',
        '/api/Dominios/tipoMotivoCambioEstadoCandidatura/{language}',
        '/api/Dominios/tiposEmpresa/{language}',
        '/api/Dominios/estadosCandidatura/{language}',
        '/api/Dominios/centrosEducativosDeProvincia/{provinceId}',
        '/api/dominios/esProvinciaConIslas/{province}',
        '/api/Publico/programasPracticasActivos',
      ]),
    );
  });
});
