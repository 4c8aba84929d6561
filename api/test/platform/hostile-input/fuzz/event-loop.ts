import { monitorEventLoopDelay } from 'node:perf_hooks';

/** A time the event loop was held: from the last tick that came on time to the late one. */
export interface Stall {
  from: number;
  to: number;
  /** The process's CPU time through it (at most its length), ms. */
  cpuMs: number;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * How long the event loop is held while requests run, measured only while `running` (not while
 * the suite generates requests or reads the database's fingerprints):
 * - perf_hooks' histogram of event-loop delays, for the figure (its largest delay);
 * - a timer of our own, every `tick` ms, that notes each time it came more than `limitMs` late
 *   and the process computed through that delay: more than `limitMs` of CPU time. A machine
 *   shared with other jobs also delays the loop, by not running the process at all; that is
 *   not a request holding it.
 */
export const watchEventLoop = (limitMs: number, tick = 10) => {
  const stalls: Stall[] = [];
  let worstMs = 0;
  let worstHeldMs = 0;
  return {
    stalls,
    /** Runs `work` watched. */
    running: async <T>(work: () => Promise<T>): Promise<T> => {
      // A histogram of its own each time: an enabled one would count the pause between two runs as a delay.
      const histogram = monitorEventLoopDelay({ resolution: tick });
      histogram.enable();
      let last = { at: performance.now(), cpu: cpuMs() };
      const check = () => {
        const now = { at: performance.now(), cpu: cpuMs() };
        // Other threads (the garbage collector's, hashing passwords) add CPU time: never more than the delay counts.
        const delay = now.at - last.at - tick;
        const held = Math.min(now.cpu - last.cpu, delay);
        worstHeldMs = Math.max(worstHeldMs, held);
        if (delay > limitMs && held > limitMs) stalls.push({ from: last.at, to: now.at, cpuMs: Math.round(held) });
        last = now;
      };
      const timer = setInterval(check, tick);
      try {
        return await work();
      } finally {
        clearInterval(timer);
        // The last stretch too: a request that held the loop up to its end is not missed.
        check();
        histogram.disable();
        if (histogram.count > 0) worstMs = Math.max(worstMs, histogram.max / 1e6);
      }
    },
    /** The longest delay perf_hooks saw while watching, in ms (wall clock). */
    worstMs: () => worstMs,
    /** The longest delay the process computed through (its CPU time, at most the delay), in ms. */
    worstHeldMs: () => worstHeldMs,
  };
};

/** Whether `from`–`to` overlaps a stall. */
export const overlapsStall = (stalls: Stall[], from: number, to: number) =>
  stalls.some((stall) => from <= stall.to && to >= stall.from);
