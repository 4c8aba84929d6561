import { Worker } from 'node:worker_threads';

/**
 * A few worker threads for CPU work that a request brings (checking an uploaded file), so the
 * event loop goes on answering everyone else while it runs. Bounded everywhere:
 * - at most `threads` threads, started when work comes and kept (unreferenced: they never hold
 *   the process open);
 * - at most `queue` tasks waiting for a thread: one more is refused at once (PoolBusy), so a
 *   flood is answered "busy" instead of waiting forever;
 * - each task at most `budgetMs` once a thread has it: past that the thread is terminated, the task
 *   refused (BudgetExceeded) and a new thread takes the next one;
 * - each thread's heap at most `heapMb`: a task that needs more ends its thread (ThreadLost), never
 *   the server.
 */
export interface BoundedPoolOptions {
  /** The module (a TypeScript file of the server) whose export each task calls with its input. */
  module: URL;
  exportName: string;
  threads: number;
  queue: number;
  budgetMs: number;
  heapMb: number;
}

/** Every thread is busy and the queue is full: try again later. */
export class PoolBusy extends Error {
  override name = 'PoolBusy';
}

/** The task ran past its time budget: its thread was terminated. */
export class BudgetExceeded extends Error {
  override name = 'BudgetExceeded';
}

/** The thread ended while running the task (its heap limit, a crash), or the pool was closed. */
export class ThreadLost extends Error {
  override name = 'ThreadLost';
}

/** The task's function threw (its message); the thread goes on. */
export class TaskError extends Error {
  override name = 'TaskError';
}

export interface BoundedPool<In, Out> {
  run(input: In): Promise<Out>;
  /** Starts a thread if none is there yet, so the first task does not wait for one to load. */
  warm(): void;
  /** Threads started, tasks running and waiting. */
  load(): { threads: number; running: number; waiting: number };
  /** Ends every thread; tasks running or waiting are refused (ThreadLost). */
  close(): Promise<void>;
}

interface Task<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: Error) => void;
}

interface Thread<In, Out> {
  worker: Worker;
  ready: boolean;
  task?: Task<In, Out>;
  timer?: NodeJS.Timeout;
}

type Message<Out> = { kind: 'ready' } | { kind: 'output'; output: Out } | { kind: 'error'; error: string };

const entry = new URL('./worker-entry.mjs', import.meta.url);

export const boundedPool = <In, Out>(options: BoundedPoolOptions): BoundedPool<In, Out> => {
  const threads = new Set<Thread<In, Out>>();
  const waiting: Task<In, Out>[] = [];
  let closed = false;

  const give = (thread: Thread<In, Out>, task: Task<In, Out>) => {
    thread.task = task;
    thread.worker.ref();
    thread.worker.postMessage(task.input);
    thread.timer = setTimeout(() => {
      // Past the budget: the thread is ended whatever it is doing; its task is refused.
      threads.delete(thread);
      thread.task = undefined;
      void thread.worker.terminate();
      task.reject(new BudgetExceeded(`no answer within ${options.budgetMs} ms`));
      dispatch();
    }, options.budgetMs);
  };

  /** Gives waiting tasks to ready idle threads, and starts threads for those still waiting. */
  const dispatch = () => {
    for (const thread of threads) {
      if (waiting.length === 0) break;
      if (thread.ready && !thread.task) give(thread, waiting.shift()!);
    }
    const starting = [...threads].filter((thread) => !thread.ready).length;
    const wanted = Math.min(waiting.length - starting, options.threads - threads.size);
    for (let started = 0; started < wanted; started += 1) start();
  };

  /** The thread's task is over: its answer or its error, and the thread takes the next one. */
  const settle = (thread: Thread<In, Out>, settleTask: (task: Task<In, Out>) => void) => {
    clearTimeout(thread.timer);
    const task = thread.task;
    thread.task = undefined;
    thread.worker.unref();
    if (task) settleTask(task);
    dispatch();
  };

  /** The thread is gone: its task fails; if it never became ready, nothing waiting can be served by a new one either. */
  const lose = (thread: Thread<In, Out>, error: Error) => {
    if (!threads.delete(thread)) return;
    clearTimeout(thread.timer);
    thread.task?.reject(new ThreadLost(error.message));
    if (!thread.ready) for (const task of waiting.splice(0)) task.reject(error);
    dispatch();
  };

  const start = () => {
    const worker = new Worker(entry, {
      workerData: { module: options.module.href, exportName: options.exportName },
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
    });
    worker.unref();
    const thread: Thread<In, Out> = { worker, ready: false };
    threads.add(thread);
    worker.on('message', (message: Message<Out>) => {
      if (message.kind === 'ready') {
        thread.ready = true;
        dispatch();
      } else if (message.kind === 'output') {
        settle(thread, (task) => task.resolve(message.output));
      } else {
        settle(thread, (task) => task.reject(new TaskError(message.error)));
      }
    });
    worker.on('error', (error) => lose(thread, error));
    worker.on('exit', (code) => lose(thread, new ThreadLost(`the thread stopped (${code})`)));
  };

  return {
    run: (input) =>
      new Promise<Out>((resolve, reject) => {
        if (closed) return reject(new ThreadLost('the pool is closed'));
        if (waiting.length >= options.queue) return reject(new PoolBusy(`${waiting.length} tasks already wait`));
        waiting.push({ input, resolve, reject });
        dispatch();
      }),
    warm: () => {
      if (!closed && threads.size === 0) start();
    },
    load: () => ({
      threads: threads.size,
      running: [...threads].filter((thread) => thread.task).length,
      waiting: waiting.length,
    }),
    close: async () => {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new ThreadLost('the pool is closed'));
      const ending = [...threads];
      threads.clear();
      for (const thread of ending) {
        clearTimeout(thread.timer);
        thread.task?.reject(new ThreadLost('the pool is closed'));
      }
      await Promise.all(ending.map((thread) => thread.worker.terminate()));
    },
  };
};
