import { spawn, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

/** A child process of the cluster, its output prefixed with its name. */
export interface Managed {
  name: string;
  pid: number;
  /** Resolves when it has exited, with its code or the signal that ended it. */
  exited: Promise<string>;
  hasExited(): boolean;
  signal(signal: NodeJS.Signals): void;
}

const prefixLines = (stream: NodeJS.ReadableStream | null, name: string, out: NodeJS.WritableStream) => {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
};

/**
 * Starts a process in the cluster's own process group (a signal to the group, as Playwright and
 * a terminal's Ctrl-C send, reaches it too), its output on ours with a `[name]` prefix.
 */
export const startManaged = (
  name: string,
  command: string,
  args: string[],
  options: Omit<SpawnOptions, 'stdio'> = {},
): Promise<Managed> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let done = false;
    const exited = new Promise<string>((settle) =>
      child.once('exit', (code, signal) => {
        done = true;
        settle(signal ? `signal ${signal}` : `code ${code}`);
      }),
    );
    child.once('error', (error) =>
      reject(new Error(`${name}: could not start ${command}: ${error.message}`)),
    );
    child.once('spawn', () => {
      prefixLines(child.stdout, name, process.stdout);
      prefixLines(child.stderr, name, process.stderr);
      resolve({
        name,
        pid: child.pid!,
        exited,
        hasExited: () => done,
        signal: (signal) => {
          if (!done) child.kill(signal);
        },
      });
    });
  });

/** Stops it with `signal`, then SIGKILL if it is still there after `graceMs`. */
export const stopManaged = async (
  managed: Managed,
  signal: NodeJS.Signals,
  graceMs: number,
): Promise<void> => {
  managed.signal(signal);
  const timer = setTimeout(() => managed.signal('SIGKILL'), graceMs);
  await managed.exited;
  clearTimeout(timer);
};

/** Whether nothing listens on `port` yet, on any interface. */
export const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => resolve(true)));
  });

/**
 * Waits until `url` answers 200, failing early when `process` exits first and after `timeoutMs`.
 */
export const waitForHealthy = async (url: string, process: Managed, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.hasExited())
      throw new Error(`${process.name} stopped while starting (${await process.exited})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${process.name} did not answer ${url} within ${timeoutMs / 1000} s`);
};
