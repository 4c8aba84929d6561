import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainLists, Domains } from '@portal/contracts';
import type * as HttpCore from '@portal/http';
import type { HttpRequest, HttpResponse } from '@portal/http';

const domainsOf = (name: string): Domains => ({
  provincias: [{ idProvincia: '08', nameProvincia: name, localidades: { '8019': 'BARCELONA' } }],
  paises: [{ id: 1, iso: 'ES', descripcion: 'España' }],
  areasFuncionales: [],
  sectores: [],
  tiposContrato: [],
  tiposContratoPracticas: [],
  tiposEmpresa: [],
  tiposDocumentoPracticasAlumno: [],
  estadosCandidatura: [],
  tiposContacto: [],
  islas: [],
  aniosForo: [2010],
});

const emptyLists = Object.fromEntries(
  [
    'localidades',
    'tiposVia',
    'titulaciones',
    'programasInformaticos',
    'nivelesProgramasInformaticos',
    'competencias',
    'tiposEstancia',
    'tiposContacto',
    'motivosCambioEstado',
    'tiposFormacion',
    'tiposDocumentoIdentidad',
    'tiposContratoExperiencia',
    'subtiposContratoExperiencia',
    'nivelesTitulacion',
    'actividadesProfesionales',
    'ambitosEstudio',
    'rangosFacturacion',
    'rangosEmpleados',
    'opcionesPublicacion',
    'tagsInteres',
    'rangosCreditos',
    'nivelesFormativosSNE',
    'idiomas',
    'nivelesIdioma',
  ].map((name) => [name, []]),
) as unknown as DomainLists;

/** What the fake server answers per path: an envelope's status and datos. */
type Answers = Record<string, { status: number; datos?: unknown }>;

let requested: string[];
/** The fake server behind the page's HTTP core: answers by path and records what was asked. */
const serve =
  (answers: Answers) =>
  async (request: HttpRequest): Promise<HttpResponse> => {
    requested.push(request.url);
    return { status: 200, data: answers[request.url] ?? { status: 1 } };
  };

const fullAnswers: Answers = {
  '/api/Dominios/dominios/es': { status: 0, datos: domainsOf('Barcelona') },
  '/api/Dominios/dominios/ca': { status: 0, datos: domainsOf('Barcelona (ca)') },
  '/api/Dominios/dominiosList/es': { status: 0, datos: emptyLists },
  '/api/Dominios/dominiosList/ca': { status: 0, datos: emptyLists },
  '/api/Dominios/tipoMotivoCambioEstadoCandidatura/es': { status: 0, datos: [] },
  '/api/Dominios/tipoMotivoCambioEstadoCandidatura/ca': { status: 0, datos: [] },
  '/api/Dominios/tiposEmpresa/es': { status: 0, datos: [{ id: 1, descripcion: 'Empresa privada' }] },
  '/api/Dominios/tiposEmpresa/ca': { status: 0, datos: [{ id: 1, descripcion: 'Empresa privada' }] },
};

const banner = vi.fn();
let stopListening: (() => void) | undefined;

/** A fresh cache and API client, as a new page load has, talking to a fake server. */
const freshStore = async (answers: Answers) => {
  vi.resetModules();
  let server = serve(answers);
  vi.doMock('@portal/http', async (original) => ({
    ...(await original<typeof HttpCore>()),
    send: (request: HttpRequest) => server(request),
  }));
  const http = await import('@portal/http');
  stopListening = http.onApiError(banner);
  const store = await import('../src');
  return { ...store, answerWith: (next: Answers) => (server = serve(next)) };
};

describe('the domains cache', () => {
  beforeEach(() => {
    requested = [];
    banner.mockReset();
  });
  afterEach(() => {
    stopListening?.();
  });

  it('loads each language once, however many ask and whenever they ask', async () => {
    const { loadDomains, domainsStore } = await freshStore(fullAnswers);
    const [first, second] = await Promise.all([loadDomains('es'), loadDomains('es')]);
    expect(second).toBe(first);
    await loadDomains('es');
    expect(requested.filter((url) => url === '/api/Dominios/dominios/es')).toHaveLength(1);
    expect(first.domains.provincias[0]?.nameProvincia).toBe('Barcelona');
    expect(first.companyTypes).toEqual([{ id: 1, descripcion: 'Empresa privada' }]);

    await loadDomains('ca');
    expect(requested.filter((url) => url.startsWith('/api/Dominios/dominios/'))).toEqual([
      '/api/Dominios/dominios/es',
      '/api/Dominios/dominios/ca',
    ]);
    expect(domainsStore.getState().byLanguage.ca?.domains.provincias[0]?.nameProvincia).toBe(
      'Barcelona (ca)',
    );
    expect(banner).not.toHaveBeenCalled();
  });

  it('ignores failures of the bulk lists, change reasons and company types silently', async () => {
    const { loadDomains } = await freshStore({
      '/api/Dominios/dominios/es': { status: 0, datos: domainsOf('Barcelona') },
    });
    const loaded = await loadDomains('es');
    expect(loaded.domains.paises).toHaveLength(1);
    expect(loaded.lists).toBeUndefined();
    expect(loaded.changeReasons).toBeUndefined();
    expect(loaded.companyTypes).toBeUndefined();
    expect(banner).not.toHaveBeenCalled();
  });

  it('stores the status of a failed load, shows it in the banner, and loads again when asked', async () => {
    const { loadDomains, domainsStore, answerWith } = await freshStore({
      '/api/Dominios/dominios/es': { status: 12 },
    });
    await expect(loadDomains('es')).rejects.toMatchObject({ status: 12 });
    expect(domainsStore.getState().errors.es).toBe(12);
    expect(banner).toHaveBeenCalledWith(expect.objectContaining({ status: 12 }));

    answerWith(fullAnswers);
    await loadDomains('es');
    expect(domainsStore.getState().errors.es).toBeUndefined();
    expect(domainsStore.getState().byLanguage.es?.lists).toBeDefined();
  });

  it('gives a list of candidacies its state labels alone, without the whole reference data, once per language', async () => {
    const states = [{ id: 1, descripcion: 'Inscrito' }];
    const { loadCandidacyStates, loadDomains } = await freshStore({
      ...fullAnswers,
      '/api/Dominios/estadosCandidatura/es': { status: 0, datos: states },
    });
    const [first, second] = await Promise.all([loadCandidacyStates('es'), loadCandidacyStates('es')]);
    expect(first).toEqual(states);
    expect(second).toBe(first);
    expect(requested).toEqual(['/api/Dominios/estadosCandidatura/es']);

    // Once a page has the whole reference data of a language, its states come from there.
    await loadDomains('ca');
    requested = [];
    expect(await loadCandidacyStates('ca')).toEqual([]);
    expect(requested).toEqual([]);
  });

  it('gives a pre-enrolment its rejection reasons alone, once per language, and says when they could not be read', async () => {
    const reasons = [{ idMotivo: 3, idEstado: 17, idPerfil: null, descripcion: 'Ya no me interesa' }];
    const { loadChangeReasons, answerWith } = await freshStore({
      '/api/Dominios/tipoMotivoCambioEstadoCandidatura/es': { status: 0, datos: reasons },
    });
    const [first, second] = await Promise.all([loadChangeReasons('es'), loadChangeReasons('es')]);
    expect(first).toEqual(reasons);
    expect(second).toBe(first);
    expect(requested).toEqual(['/api/Dominios/tipoMotivoCambioEstadoCandidatura/es']);

    answerWith({ '/api/Dominios/tipoMotivoCambioEstadoCandidatura/ca': { status: 1 } });
    await expect(loadChangeReasons('ca')).rejects.toMatchObject({ status: 1 });
    expect(banner).not.toHaveBeenCalled();
  });

  it('leaves the labels to their fallback, silently, when the states cannot be read', async () => {
    const { loadCandidacyStates } = await freshStore({ '/api/Dominios/estadosCandidatura/es': { status: 1 } });
    await expect(loadCandidacyStates('es')).rejects.toMatchObject({ status: 1 });
    expect(banner).not.toHaveBeenCalled();
  });
});
