import { createHistogram, performance } from 'node:perf_hooks';

/**
 * How long the event loop was held: a timer due every `resolutionMs` records how late it fired.
 * While one request holds the loop (a file unzipped on it, a regular expression gone wrong), no
 * other request is answered; this is the figure that shows it, in /metrics and in tests (a request
 * of the fuzz suite must not hold the loop 200 ms).
 *
 * Node's own monitorEventLoopDelay measures the same with a native timer, but its reset() forgets
 * the interval in progress: a stall that starts just after a reading would never be reported. Here
 * the timer keeps its last tick across readings, so every stall lands in one window or the next.
 */
export interface EventLoopDelay {
  /** Delays in milliseconds: the median, the 99th percentile and the longest of the window. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Ticks recorded in the window. */
  samples: number;
}

export interface EventLoopDelayWatch {
  /** What the window saw, from the start or the last reset. */
  read(): EventLoopDelay;
  /** Starts a new window. */
  reset(): void;
  stop(): void;
}

export const watchEventLoopDelay = (resolutionMs = 10): EventLoopDelayWatch => {
  const histogram = createHistogram();
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    // Nanoseconds late (a histogram records integers from 1).
    histogram.record(Math.max(1, Math.round((now - last - resolutionMs) * 1e6)));
    last = now;
  }, resolutionMs);
  timer.unref();
  const ms = (nanoseconds: number) => (histogram.count === 0 ? 0 : nanoseconds / 1e6);
  return {
    read: () => ({
      p50Ms: ms(histogram.percentile(50)),
      p99Ms: ms(histogram.percentile(99)),
      maxMs: ms(histogram.max),
      samples: histogram.count,
    }),
    reset: () => histogram.reset(),
    stop: () => clearInterval(timer),
  };
};

/**
 * The longest the event loop was held while `work` ran, in milliseconds, with what the work
 * returned. A stall is recorded when the timer fires after it: this waits for that before reading.
 */
export const maxEventLoopDelayDuring = async <T>(
  work: () => Promise<T>,
  resolutionMs = 10,
): Promise<{ value: T; maxDelayMs: number }> => {
  const watch = watchEventLoopDelay(resolutionMs);
  try {
    const value = await work();
    await new Promise((resolve) => setTimeout(resolve, resolutionMs * 2));
    return { value, maxDelayMs: watch.read().maxMs };
  } finally {
    watch.stop();
  }
};
