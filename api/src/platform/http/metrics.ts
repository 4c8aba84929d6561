import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { batchPoolOf, type Pool } from '../db/pool';
import { watchEventLoopDelay } from '../health/event-loop-delay';
import { pollingLogLevel } from './quiet-log';

/**
 * `/metrics` in the Prometheus text format: requests by route pattern, method and status class,
 * their latency, server errors, and the use of the database pool, plus the process's own figures
 * (CPU, memory, event loop), and how long the event loop was held since the last scrape
 * (`nodejs_eventloop_delay_seconds`). Each app has its own registry (tests build many apps in one process).
 */
export interface MetricsOptions {
  /** Set: the bearer token /metrics asks for. Unset: only direct loopback requests are answered. */
  token: string | undefined;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read the figures. With a token (scrapers in a cluster reach each replica over the
 * network), whoever sends it. Without one, only a direct connection from this machine: a request
 * that came through a proxy (it says so in Forwarded or X-Forwarded-For) may come from anyone, even
 * when the proxy itself connects from loopback.
 */
export const mayReadMetrics = (request: FastifyRequest, token: string | undefined): boolean => {
  if (token) {
    const sent = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const expected = Buffer.from(token);
    const given = Buffer.from(sent);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const proxied = request.headers.forwarded !== undefined || request.headers['x-forwarded-for'] !== undefined;
  return !proxied && loopback.has(request.socket.remoteAddress ?? '');
};

/** 2xx, 4xx...: one series per class keeps the number of series small. */
const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

export const registerMetrics = (app: FastifyInstance, { token }: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status class',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status, by route pattern and method',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });

  // Since the last scrape: a request that held the loop shows here, whoever scrapes next.
  const loopDelay = watchEventLoopDelay();
  // The first window opens when the server is ready: loading its routes is not a request's stall.
  app.addHook('onReady', async () => loopDelay.reset());
  app.addHook('onClose', async () => loopDelay.stop());
  new Gauge({
    name: 'nodejs_eventloop_delay_seconds',
    help: 'How late the event loop ran a timer due every 10 ms, since the last scrape: median (p50), 99th percentile (p99) and longest (max)',
    labelNames: ['stat'] as const,
    registers: [registry],
    collect() {
      const delay = loopDelay.read();
      loopDelay.reset();
      this.set({ stat: 'p50' }, delay.p50Ms / 1000);
      this.set({ stat: 'p99' }, delay.p99Ms / 1000);
      this.set({ stat: 'max' }, delay.maxMs / 1000);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/Alumno/oferta/:id), never the URL: unknown paths are one series.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_class: statusClass(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) serverErrors.inc({ method: request.method, route });
  });

  app.get('/metrics', { schema: { hide: true }, logLevel: pollingLogLevel(app) }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!mayReadMetrics(request, token)) {
      if (token) reply.header('WWW-Authenticate', 'Bearer');
      return reply.code(token ? 401 : 403).type('text/plain; charset=utf-8').send('metrics are not public\n');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return {
    /**
     * The pool's connections as Prometheus reads them: total, idle, and requests waiting for one,
     * counting the batches' pool beside it (db/pool.ts): what the server holds of the database.
     */
    observePool: (pool: Pool) => {
      const pools = [...new Set([pool, batchPoolOf(pool)])];
      const sum = (count: (one: Pool) => number) => pools.reduce((total, one) => total + count(one), 0);
      new Gauge({
        name: 'db_pool_connections',
        help: 'Connections of the PostgreSQL pools: total open, idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, sum((one) => one.totalCount));
          this.set({ state: 'idle' }, sum((one) => one.idleCount));
          this.set({ state: 'waiting' }, sum((one) => one.waitingCount));
        },
      });
      new Gauge({
        name: 'db_pool_max_connections',
        help: 'The most connections the PostgreSQL pools open',
        registers: [registry],
        collect() {
          this.set(sum((one) => one.options.max ?? 10));
        },
      });
    },
  };
};
