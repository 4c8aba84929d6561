/** What the bounded pool's tests ask a thread to do: answer, hold it, throw, or eat its heap. */
export type PoolTask = { kind: 'echo'; value: string } | { kind: 'spin'; ms: number } | { kind: 'throw' } | { kind: 'hoard' };

export const runPoolTask = (task: PoolTask): string => {
  if (task.kind === 'echo') return task.value;
  if (task.kind === 'spin') {
    const end = Date.now() + task.ms;
    while (Date.now() < end);
    return `spun ${task.ms} ms`;
  }
  if (task.kind === 'throw') throw new Error('the task failed');
  const kept: number[][] = [];
  for (;;) kept.push(new Array<number>(2_000_000).fill(Math.random()));
};
