import type { FastifyInstance, LogLevel } from 'fastify';

/**
 * The log level of a route that is polled all the time (probes, scrapes): warn, or the app's own
 * level when that is quieter already (a route's level would otherwise override a silent app).
 */
export const pollingLogLevel = (app: FastifyInstance): LogLevel => {
  const quieter: LogLevel[] = ['error', 'fatal', 'silent'];
  return quieter.find((level) => level === app.log.level) ?? 'warn';
};
