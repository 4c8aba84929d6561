import { pino } from 'pino';
import { migrate } from '../../platform/db/migrate';
import { createPool } from '../../platform/db/pool';
import { benchSeedSizes, seedBench, settleBenchSeed } from './seed';

/**
 * `npm run seed:bench -w api -- <database-url> [--smoke]` (or DATABASE_URL): migrates that database
 * and writes the benchmark data set into it (100,000 offers, 1,000,000 candidacies; --smoke: a
 * tiny one). Never run it against a portal's real database: the rows stay there.
 */
const args = process.argv.slice(2);
const databaseUrl = args.find((arg) => /^postgres(ql)?:\/\//.test(arg)) ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'Usage: npm run seed:bench -w api -- postgresql://user:password@host:port/database [--smoke]',
  );
  process.exit(2);
}
const size = args.includes('--smoke') ? benchSeedSizes.smoke : benchSeedSizes.full;
const log = pino({ level: 'info' });
const pool = createPool(databaseUrl, log);
try {
  await migrate(pool, log);
  const started = Date.now();
  const wrote = await seedBench(pool, size);
  if (wrote) await settleBenchSeed(pool);
  log.info(
    { ...size, wrote, seconds: (Date.now() - started) / 1000 },
    wrote ? 'bench data written' : 'bench data already there',
  );
} finally {
  await pool.end();
}
