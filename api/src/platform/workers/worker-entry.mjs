// One thread of a bounded pool (bounded-pool.ts). It loads the pool's module, TypeScript, through
// tsx's own import (Node 20 hands a worker none of the main thread's loaders), says it is ready,
// then answers each task with what the module's function returns, or the error it threw.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const task = (await tsImport(workerData.module, import.meta.url))[workerData.exportName];
if (typeof task !== 'function') throw new TypeError(`${workerData.module} exports no function ${workerData.exportName}`);

parentPort.on('message', async (input) => {
  try {
    parentPort.postMessage({ kind: 'output', output: await task(input) });
  } catch (error) {
    parentPort.postMessage({ kind: 'error', error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ kind: 'ready' });
