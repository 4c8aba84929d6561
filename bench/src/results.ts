import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The machine a bench ran on: what makes its absolute figures comparable, or not. */
export interface Machine {
  cpus: string;
  memory: string;
  system: string;
  node: string;
  chromium: string;
  /** One-minute load average when the table was written: a busy machine slows every figure. */
  load: string;
}

export interface Results {
  date: Date;
  commit: string;
  machine: Machine;
  runs: number;
  table: string;
  api: string[];
}

const output = async (command: string, args: string[], cwd?: string): Promise<string | null> => {
  try {
    return (await run(command, args, { cwd })).stdout.trim();
  } catch {
    return null;
  }
};

/** The commit measured, marked when the work tree has changes that are not committed. */
const describeCommit = async (repoRoot: string): Promise<string> => {
  const commit = await output('git', ['rev-parse', '--short', 'HEAD'], repoRoot);
  if (!commit) return 'unknown';
  const changes = await output('git', ['status', '--porcelain', '--untracked-files=no'], repoRoot);
  return changes ? `${commit} (with uncommitted changes)` : commit;
};

export const describeMachine = async (): Promise<Machine> => {
  const cpus = os.cpus();
  return {
    cpus: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    system: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: (await output(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'])) ?? 'unknown',
    load: os.loadavg()[0]!.toFixed(2),
  };
};

/** bench/RESULTS.md: the last full table, and where and when it was measured. */
export const resultsMarkdown = ({ date, commit, machine, runs, table, api }: Results): string =>
  [
    '# Last full bench',
    '',
    'Written by `npm run bench` after a run that measured every page, both presets and the API; do not edit.',
    '',
    `- Date: ${date.toISOString()}`,
    `- Commit: ${commit}`,
    `- Machine: ${machine.cpus}, ${machine.memory}, ${machine.system}`,
    `- Node ${machine.node}, ${machine.chromium}`,
    `- Load average (1 min) when written: ${machine.load}`,
    `- Loads per page, preset and build: ${runs} (LCP and CLS are their medians; bytes are the first load's)`,
    '',
    '## Pages',
    '',
    table,
    '',
    '"sent": bytes on the wire, response headers included; "decoded": the bodies as parsed.',
    '',
    '## API',
    '',
    '```',
    ...api,
    '```',
    '',
  ].join('\n');

export const writeResults = async ({
  repoRoot,
  table,
  api,
  runs,
}: {
  repoRoot: string;
  table: string;
  api: string[];
  runs: number;
}): Promise<string> => {
  const file = path.join(repoRoot, 'bench', 'RESULTS.md');
  const markdown = resultsMarkdown({ date: new Date(), commit: await describeCommit(repoRoot), machine: await describeMachine(), runs, table, api });
  await writeFile(file, markdown);
  return file;
};
