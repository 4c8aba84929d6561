import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/contracts';
import { maxEventLoopDelayDuring } from '../../../src/platform/health/event-loop-delay';
import { accounts, demoPassword, tokenOf } from '../../support';
import { base64, pdf, withTwoStudents } from '../../cv/fixtures';
import {
  docxBomb,
  docxWithPhoto,
  heavyDocx,
  honestDocxBomb,
  jpegPixelBomb,
  nestedPdfBomb,
  odtBomb,
  overlappingDocxBomb,
  pagesPdfBomb,
  pngPixelBomb,
  xlsxBomb,
} from '../../fixtures/bombs';

/**
 * Bombs (issue 22): files small to send and enormous to open, uploaded over HTTP by a logged
 * student or company. Each is refused with 150 in under a second and nothing is stored; while it is
 * in flight the server goes on answering /api/health/live at once, and the event loop's longest
 * delay over the whole upload is measured too. An honest but heavy document is accepted, its check
 * taking a thread a while, and the loop stays free meanwhile.
 */

const world = withTwoStudents('bombs');
let origin: string;
let companyToken: string;
let companyId: number;

/** What one upload in flight looked like: its answer and how long it took, the health probes meanwhile, the loop's longest delay. */
interface Flight {
  httpStatus: number;
  body: { status: number; datos?: unknown };
  answeredInMs: number;
  healthMs: number[];
  loopDelayMs: number;
}

const timings: { file: string; flight: Flight }[] = [];

/**
 * Sends the upload and, until its answer arrives, asks /api/health/live again and again, each
 * request's latency kept: they are answered while the upload is being checked.
 */
const fly = async (path: string, token: string, payload: object, file: string): Promise<Flight> => {
  const healthMs: number[] = [];
  // Encoded before the watch starts: the client shares this process's event loop with the server.
  const body = Buffer.from(JSON.stringify(payload));
  const { value, maxDelayMs } = await maxEventLoopDelayDuring(async () => {
    let answered = false;
    const sent = performance.now();
    const upload = fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
      body,
    }).then(async (response) => {
      answered = true;
      const answeredInMs = performance.now() - sent;
      return { httpStatus: response.status, body: (await response.json()) as Flight['body'], answeredInMs };
    });
    const probes = (async () => {
      while (!answered) {
        const asked = performance.now();
        const live = await fetch(`${origin}/api/health/live`);
        expect(live.status).toBe(200);
        await live.arrayBuffer();
        healthMs.push(performance.now() - asked);
      }
    })();
    const [answer] = await Promise.all([upload, probes]);
    return answer;
  });
  const flight = { ...value, healthMs, loopDelayMs: maxDelayMs };
  timings.push({ file, flight });
  return flight;
};

const studentStored = async () => {
  const { rows } = await world.pool.query<{ files: number; documents: number; photo: string | null }>(
    `SELECT (SELECT count(*)::int FROM stored_files WHERE owner = $1) AS files,
            (SELECT count(*)::int FROM student_documents WHERE user_id = $2) AS documents,
            (SELECT photo_stored_name FROM student_cvs WHERE user_id = $2) AS photo`,
    [`student:${world.ana.id}`, world.ana.id],
  );
  return rows[0]!;
};

const companyStored = async () => {
  const { rows } = await world.pool.query<{ files: number; documents: number }>(
    `SELECT (SELECT count(*)::int FROM stored_files WHERE owner = $1) AS files,
            (SELECT count(*)::int FROM company_documents WHERE company_id = $2) AS documents`,
    [`company:${companyId}`, companyId],
  );
  return rows[0]!;
};

/** The answer of a refused bomb, as fast as the brief asks, with the server answering others meanwhile. */
const expectRefusedPromptly = (flight: Flight) => {
  expect(flight.httpStatus).toBe(200);
  expect(flight.body).toEqual({ status: Status.fileUnpacksTooLarge });
  expect(flight.answeredInMs).toBeLessThan(1_000);
  expectLoopFree(flight);
};

/**
 * At least one other request answered during the upload, each promptly (its round trip, the
 * client's side included, within 250 ms), and the loop never held 200 ms (the guard of issue 22).
 */
const expectLoopFree = (flight: Flight) => {
  expect(flight.healthMs.length).toBeGreaterThan(0);
  expect(Math.max(...flight.healthMs)).toBeLessThan(250);
  expect(flight.loopDelayMs).toBeLessThan(200);
};

beforeAll(async () => {
  await world.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
  companyToken = await tokenOf(world.app, 'Empresa', { usuario: accounts.company, password: demoPassword });
  companyId = (await world.pool.query<{ id: number }>(`SELECT id FROM companies WHERE tax_id = 'B46123451'`)).rows[0]!.id;
  // Valid files first, one as large to send as the bombs: the check's thread is started (a server
  // starts it when it listens) and the path of a large upload is warm, as on a server that has
  // run a while; what is timed below is each bomb, not a thread's start.
  const valid = await world.asAna.post('addDoc', { tipo: 'cv', nombre: 'CV', ficheroB64ParaAltas: base64(pdf('CV')), extension_adjunto: 'pdf' });
  expect(valid.body.status).toBe(0);
  const withPhoto = { tipo: 'privado', nombre: 'Memoria con foto', ficheroB64ParaAltas: base64(docxWithPhoto()), extension_adjunto: 'docx' };
  expect((await fly('/api/Alumno/addDoc', world.ana.token, withPhoto, 'warm-up: docx of 1.4 MB with a photo (accepted)')).body.status).toBe(0);
});

afterAll(() => {
  console.info(
    `[bombs] ${timings
      .map(({ file, flight }) =>
        `${file}: status ${flight.body.status} in ${flight.answeredInMs.toFixed(0)} ms, ` +
        `${flight.healthMs.length} health answers meanwhile (slowest ${Math.max(...flight.healthMs).toFixed(1)} ms), ` +
        `longest loop delay ${flight.loopDelayMs.toFixed(1)} ms`,
      )
      .join('; ')}`,
  );
});

describe('zip bombs as Office and OpenDocument files', () => {
  const cases: [string, string, () => Buffer][] = [
    ['docx whose [Content_Types].xml declares 1 KB and inflates to 1.4 GB', 'docx', docxBomb],
    ['docx that declares its 1.4 GB honestly (ratio 1000)', 'docx', honestDocxBomb],
    ['xlsx whose sheet declares 100 bytes and inflates to 1.4 GB', 'xlsx', xlsxBomb],
    ['odt whose content declares 100 bytes and inflates to 1.4 GB', 'odt', odtBomb],
    ['docx of 1,000 entries overlapping one 10 MB kernel', 'docx', overlappingDocxBomb],
  ];
  for (const [what, extension, make] of cases) {
    it(`refuses a ${what}: 150, nothing stored, the server free meanwhile`, async () => {
      const before = await studentStored();
      const payload = { tipo: 'publico', nombre: what, ficheroB64ParaAltas: base64(make()), extension_adjunto: extension };
      expectRefusedPromptly(await fly('/api/Alumno/addDoc', world.ana.token, payload, `${extension} (${what})`));
      expect(await studentStored()).toEqual(before);
    });
  }

  it("refuses an xlsx bomb among a company's documents too", async () => {
    const before = await companyStored();
    const payload = { idTipoDocumento: 5, nombre: 'Horario', ficheroB64ParaAltas: base64(xlsxBomb()), extension_adjunto: 'xlsx' };
    expectRefusedPromptly(await fly('/api/empresa/adddoc', companyToken, payload, 'xlsx (company document)'));
    expect(await companyStored()).toEqual(before);
  });
});

describe('pixel bombs', () => {
  it('refuses a 300 KB PNG of 50,000 × 50,000 pixels and a JPEG declaring 65,000 × 65,000, as documents and as the photo', async () => {
    const before = await studentStored();
    for (const [extension, make] of [['png', pngPixelBomb], ['jpg', jpegPixelBomb]] as const) {
      const bytes = base64(make());
      const document = { tipo: 'publico', nombre: `Escaneo ${extension}`, ficheroB64ParaAltas: bytes, extension_adjunto: extension };
      expectRefusedPromptly(await fly('/api/Alumno/addDoc', world.ana.token, document, `${extension} pixel bomb (document)`));
      const photo = { extension, ficheroB64: bytes };
      expectRefusedPromptly(await fly('/api/Alumno/editImagenPerfil', world.ana.token, photo, `${extension} pixel bomb (photo)`));
    }
    expect(await studentStored()).toEqual(before);
  });
});

describe('PDFs no reader can walk', () => {
  it('refuses a PDF nested 500,000 deep and one declaring two thousand million pages', async () => {
    const before = await studentStored();
    for (const [what, make] of [['nested PDF', nestedPdfBomb], ['PDF of 2e9 pages', pagesPdfBomb]] as const) {
      const payload = { tipo: 'cv', nombre: what, ficheroB64ParaAltas: base64(make()), extension_adjunto: 'pdf' };
      expectRefusedPromptly(await fly('/api/Alumno/addDoc', world.ana.token, payload, what));
    }
    expect(await studentStored()).toEqual(before);
  });
});

describe('an honest but heavy document', () => {
  it('is accepted (618), its check on a thread while the server answers others', async () => {
    const before = await studentStored();
    const payload = { tipo: 'privado', nombre: 'Memoria', ficheroB64ParaAltas: base64(heavyDocx(16)), extension_adjunto: 'docx' };
    const flight = await fly('/api/Alumno/addDoc', world.ana.token, payload, 'docx of 16 MB of text (accepted)');
    expect(flight.body).toMatchObject({ status: 0, datos: { aviso: 618 } });
    expectLoopFree(flight);
    expect(await studentStored()).toMatchObject({ files: before.files + 1, documents: before.documents + 1 });
  });
});
