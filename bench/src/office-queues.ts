import type { Pool } from '../../api/src/platform/db/pool';
import type { Sessions } from '../../api/src/platform/auth/sessions';

/**
 * The careers office's queues on the benchmark seed (issue 21: every queue and its counts answer
 * in under 200 ms with 5,000 companies, 100,000 offers and 1,000,000 candidacies): the dashboard,
 * then each queue's first page by age, by name and filtered by a word, one request at a time as a
 * staff member's browser sends them. Latencies are measured at the client, over loopback.
 */

export interface QueueTiming {
  route: string;
  /** Items waiting in the queue (the dashboard's count), for the dashboard row: every queue's sum. */
  waiting: number;
  medianMs: number;
  p95Ms: number;
  samples: number;
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))] ?? Number.NaN;
};

/**
 * The companies the seed leaves unvalidated get an account request each (as /solicitar-cuenta
 * makes them), so the company queue has real volume; a staff account reads the queues.
 */
const prepareOfficeData = async (pool: Pool): Promise<number> => {
  // The smoke data set is too small to leave a company unvalidated (one in 40): leave its last one so.
  await pool.query(
    `UPDATE companies SET validated = false
      WHERE id = (SELECT max(id) FROM companies WHERE tax_id LIKE 'BENCH%')
        AND NOT EXISTS (SELECT 1 FROM companies WHERE tax_id LIKE 'BENCH%' AND NOT validated)`,
  );
  await pool.query(
    `INSERT INTO users (user_type, email, password_hash, display_name)
     SELECT 'Empresa', 'bench-request-' || c.id || '@bench.test', 'x', 'Solicitante ' || c.id
       FROM companies c WHERE NOT c.validated AND NOT EXISTS (SELECT 1 FROM company_account_requests r WHERE r.company_id = c.id)
     ON CONFLICT DO NOTHING`,
  );
  await pool.query(
    `INSERT INTO company_users (user_id, company_id)
     SELECT u.id, c.id FROM companies c JOIN users u ON u.user_type = 'Empresa' AND u.email = 'bench-request-' || c.id || '@bench.test'
     ON CONFLICT DO NOTHING`,
  );
  await pool.query(
    `INSERT INTO company_account_requests (company_id, user_id, contact_name, phone, requested_at)
     SELECT c.id, u.id, u.display_name, '600000000', now() - make_interval(hours => c.id % 500)
       FROM companies c JOIN users u ON u.user_type = 'Empresa' AND u.email = 'bench-request-' || c.id || '@bench.test'
     ON CONFLICT (company_id) DO NOTHING`,
  );
  return benchStaff(pool);
};

/** The staff member (role office) whose token reads the office's screens in the bench. */
export const benchStaff = async (pool: Pool): Promise<number> => {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name, staff_role)
     VALUES ('Orientacion', 'bench-staff@bench.test', 'x', 'Bench staff', 'office')
     ON CONFLICT (user_type, lower(email)) DO UPDATE SET blocked = false RETURNING id`,
  );
  return rows[0]!.id;
};

/** `samples` requests of one route, one at a time: their median and p95 at the client. */
export const time = async (baseUrl: string, token: string, path: string, samples: number) => {
  const latencies: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { status: number };
    if (!response.ok || body.status !== 0) throw new Error(`${path} answered ${response.status} ${JSON.stringify(body)}`);
    latencies.push(performance.now() - started);
  }
  return { medianMs: percentile(latencies, 0.5), p95Ms: percentile(latencies, 0.95), samples };
};

export const measureOfficeQueues = async (
  baseUrl: string,
  pool: Pool,
  sessions: Pick<Sessions, 'openStaff'>,
  samples: number,
): Promise<QueueTiming[]> => {
  const token = await sessions.openStaff(await prepareOfficeData(pool));
  const panel = await fetch(`${baseUrl}/api/Orientacion/panel`, { headers: { authorization: `Bearer ${token}` } });
  const { colas } = ((await panel.json()) as { datos: { colas: { cola: string; total: number }[] } }).datos;
  const timings: QueueTiming[] = [
    {
      route: 'dashboard (panel)',
      waiting: colas.reduce((sum, queue) => sum + queue.total, 0),
      ...(await time(baseUrl, token, '/api/Orientacion/panel', samples)),
    },
  ];
  for (const { cola, total } of colas) {
    for (const [label, query] of [
      ['by age', ''],
      ['by name', '?orden=nombre&direccion=desc'],
      ['filtered', '?texto=empresa'],
    ] as const) {
      timings.push({ route: `queue ${cola} ${label}`, waiting: total, ...(await time(baseUrl, token, `/api/Orientacion/cola/${cola}${query}`, samples)) });
    }
  }
  return timings;
};

export const formatOfficeFigures = (timings: QueueTiming[]): string[] => [
  'Careers office queues, one request at a time (target p95 < 200 ms):',
  ...timings.map(
    ({ route, waiting, medianMs, p95Ms, samples }) =>
      `  ${route} (${waiting.toLocaleString('en')} waiting): median ${medianMs.toFixed(1)} ms, p95 ${p95Ms.toFixed(1)} ms over ${samples}` +
      (p95Ms >= 200 ? ' | OVER TARGET' : ''),
  ),
];
