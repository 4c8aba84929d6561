import { copyFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type PortalApp } from '../../src/app';
import { migrationsDir } from '../../src/platform/db/migrate';
import { createPool } from '../../src/platform/db/pool';
import { healthProbeRoutes } from '../../src/platform/health/probes';
import type { RouteContext } from '../../src/platform/http/route-context';
import { scratchFolder, testApp, testConfig } from '../support';

/** Observability (issue 15): /metrics for Prometheus, restricted; liveness and readiness probes. */

const metricsToken = 'a-metrics-token-of-at-least-32-characters';

/** The value of one sample line of the text format, e.g. `db_pool_connections{state="idle"}`. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  let app: PortalApp;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts requests by route pattern, method and status class, with their latency and the pool', async () => {
    for (const id of [1, 2, 3]) await app.inject({ method: 'GET', url: `/api/Publico/dameFichaEvento/${id}` });
    await app.inject({ method: 'GET', url: '/api/Alumno/dameCvUsuario' });
    await app.inject({ method: 'GET', url: '/api/health' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = response.body;
    // One series for the pattern, whatever the ids were.
    const event = 'method="GET",route="/api/Publico/dameFichaEvento/:id",status_class="2xx"';
    expect(sample(text, `http_requests_total{${event}}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_count{${event}}`)).toBe(3);
    expect(text).toContain(`http_request_duration_seconds_bucket{le="0.005",${event}}`);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/Alumno/dameCvUsuario",status_class="4xx"}')).toBe(1);
    expect(text).not.toContain('dameFichaEvento/1');
    for (const state of ['total', 'idle', 'waiting']) {
      expect(sample(text, `db_pool_connections{state="${state}"}`), state).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    // The main pool's 10 and the batches' 4 (db/pool.ts).
    expect(sample(text, 'db_pool_max_connections')).toBe(14);
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('# TYPE http_server_errors_total counter');
  });

  it('counts 5xx answers as server errors', async () => {
    // A database that does not answer: the health check fails with 503.
    const broken = await buildApp({ config: await testConfig(), databaseUrl: 'postgres://nobody@127.0.0.1:9/none' });
    try {
      expect((await broken.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      const text = (await broken.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sample(text, 'http_server_errors_total{method="GET",route="/api/health"}')).toBe(1);
    } finally {
      await broken.close();
    }
  });

  it('answers only direct loopback requests without a token, never one that came through a proxy', async () => {
    const remote = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('http_requests_total');
    const proxied = await app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.statusCode).toBe(403);
    const forwarded = await app.inject({ method: 'GET', url: '/metrics', headers: { forwarded: 'for=203.0.113.7' } });
    expect(forwarded.statusCode).toBe(403);
  });

  it('with METRICS_TOKEN, answers that bearer token from anywhere and nothing else', async () => {
    const guarded = await testApp({ METRICS_TOKEN: metricsToken });
    try {
      const none = await guarded.inject({ method: 'GET', url: '/metrics' });
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer');
      const wrong = await guarded.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${metricsToken}x` } });
      expect(wrong.statusCode).toBe(401);
      const right = await guarded.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.7',
        headers: { authorization: `Bearer ${metricsToken}`, 'x-forwarded-for': '198.51.100.1' },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('http_requests_total');
    } finally {
      await guarded.close();
    }
  });
});

describe('health probes', () => {
  it('liveness answers without the database; readiness needs it', async () => {
    const healthy = await testApp();
    const broken = await buildApp({ config: await testConfig(), databaseUrl: 'postgres://nobody@127.0.0.1:9/none' });
    try {
      const live = await healthy.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 0, datos: { proceso: 'ok' } });
      const ready = await healthy.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      const migrations = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).length;
      expect(ready.json()).toEqual({ status: 0, datos: { db: 'ok', migraciones: migrations } });
      expect(ready.headers['cache-control']).toBe('no-store');
      // The old check stays as it was (e2e and the cluster use it).
      expect((await healthy.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 0, datos: { db: 'ok' } });

      expect((await broken.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const notReady = await broken.inject({ method: 'GET', url: '/api/health/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ status: 500 });
    } finally {
      await healthy.close();
      await broken.close();
    }
  }, 60_000);

  it('readiness says which migrations of the build are not applied yet', async () => {
    // A build that ships one more migration than the database has.
    const folder = await scratchFolder('migrations');
    for (const file of await readdir(migrationsDir)) await copyFile(path.join(migrationsDir, file), path.join(folder, file));
    await writeFile(path.join(folder, '999_from_the_future.sql'), 'SELECT 1;');
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const pool = createPool(inject('databaseUrl'), pino({ level: 'silent' }));
    try {
      await app.register(healthProbeRoutes, { pool, migrationsDir: folder } as RouteContext & { migrationsDir: string });
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 500, mensaje: 'migrations pending: 999' });
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
