import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { createPool } from '../../../src/platform/db/pool';
import { startCluster } from './cluster';
import { runCrashSuite } from './workload';

/**
 * `npm run crash -- --cycles 20 [--writers 8] [--students 20] [--burst 1000]`: the crash suite on
 * an embedded PostgreSQL of its own (CRASH_PGPORT, CRASH_API_PORT to choose the ports). Prints
 * the report; exits 1 when a write was lost or half done.
 */
const { values } = parseArgs({
  options: {
    cycles: { type: 'string', default: '10' },
    writers: { type: 'string', default: '6' },
    students: { type: 'string', default: '12' },
    burst: { type: 'string', default: '1000' },
  },
});
const number = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
};

const cluster = await startCluster({
  pgPort: process.env.CRASH_PGPORT ? Number(process.env.CRASH_PGPORT) : undefined,
  apiPort: process.env.CRASH_API_PORT ? Number(process.env.CRASH_API_PORT) : undefined,
});
const pool = createPool(cluster.databaseUrl, pino({ level: 'silent' }));
let failed = true;
try {
  const started = Date.now();
  const report = await runCrashSuite(cluster, pool, {
    cycles: number('cycles'),
    writers: number('writers'),
    students: number('students'),
    burst: number('burst'),
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify({ ...report, seconds: Math.round((Date.now() - started) / 1000) }, null, 2));
  failed = report.problems.length > 0;
} finally {
  await pool.end();
  await cluster.stop();
}
process.exit(failed ? 1 : 0);
