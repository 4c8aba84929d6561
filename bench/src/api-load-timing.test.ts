// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load } from './api-load';

/**
 * How the API bench times a load of a fixed number of requests (applying): up to the last answer.
 * autocannon calls back only at its next one-second tick, so a load that ended sooner was counted
 * as a whole second (every apply run came out as a round number of seconds).
 */
describe('API bench load timing', () => {
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = createServer((_request, response) => response.end('{"status":0}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts the time of a fixed number of requests up to their last answer', async () => {
    let bodies = 0;
    const figures = await load(baseUrl, {
      connections: 5,
      seconds: 10,
      amount: 100,
      next: () => ({ method: 'GET', path: '/', headers: {} }),
      onBody: () => (bodies += 1),
    });
    expect(figures.responses).toBe(100);
    expect(bodies).toBe(100);
    expect(figures.failures).toBe(0);
    // 100 answers of a local server take milliseconds; the tick would make it a second.
    const elapsedSeconds = figures.responses / figures.requestsPerSecond;
    expect(elapsedSeconds).toBeLessThan(0.5);
  });
});
