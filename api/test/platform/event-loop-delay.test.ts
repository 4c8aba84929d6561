import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalApp } from '../../src/app';
import { maxEventLoopDelayDuring, watchEventLoopDelay } from '../../src/platform/health/event-loop-delay';
import { testApp } from '../support';

/**
 * The general guard of issue 22: how long the event loop was held is measured, shown in /metrics
 * (since the last scrape) and readable by tests over a window of their own.
 */

/** Holds the event loop, as a request that unzips a bomb on it would. */
const holdLoop = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: PortalApp;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

/** The three figures of nodejs_eventloop_delay_seconds in one scrape. */
const scrapeDelay = async () => {
  const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  const value = (stat: string) => {
    const line = new RegExp(`^nodejs_eventloop_delay_seconds\\{stat="${stat}"\\} (\\S+)$`, 'm').exec(text);
    if (!line) throw new Error(`no ${stat} of nodejs_eventloop_delay_seconds in /metrics`);
    return Number(line[1]);
  };
  return { text, p50: value('p50'), p99: value('p99'), max: value('max') };
};

describe('the event-loop delay in /metrics', () => {
  it('is there as a gauge of seconds, its median, 99th percentile and longest', async () => {
    const { text, p50, p99, max } = await scrapeDelay();
    expect(text).toContain('# TYPE nodejs_eventloop_delay_seconds gauge');
    expect(p50).toBeGreaterThanOrEqual(0);
    expect(p99).toBeGreaterThanOrEqual(p50);
    expect(max).toBeGreaterThanOrEqual(p99);
  });

  it('shows a hold of the loop at the next scrape, and only in the window since the one before', async () => {
    await scrapeDelay();
    await pause(30);
    holdLoop(300);
    await pause(30);
    const held = await scrapeDelay();
    expect(held.max).toBeGreaterThanOrEqual(0.28);
    await pause(50);
    const after = await scrapeDelay();
    expect(after.max).toBeLessThan(held.max);
  });
});

describe('the longest delay over a window, for tests', () => {
  it('reads a hold of the loop while some work ran, and what the work answered', async () => {
    const { value, maxDelayMs } = await maxEventLoopDelayDuring(async () => {
      await pause(20);
      holdLoop(250);
      return 'done';
    });
    expect(value).toBe('done');
    expect(maxDelayMs).toBeGreaterThanOrEqual(230);
  });

  it('reads a hold that starts right after the window opens (no tick is lost at its start)', async () => {
    const watch = watchEventLoopDelay();
    holdLoop(200);
    await pause(30);
    expect(watch.read().maxMs).toBeGreaterThanOrEqual(180);
    watch.reset();
    holdLoop(150);
    await pause(30);
    expect(watch.read().maxMs).toBeGreaterThanOrEqual(130);
    watch.stop();
  });
});
