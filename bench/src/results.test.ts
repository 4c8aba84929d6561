// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeMachine, resultsMarkdown } from './results';

describe('bench/RESULTS.md', () => {
  it('says when, on which commit and on which machine the table was measured', () => {
    const markdown = resultsMarkdown({
      date: new Date('2026-03-01T10:00:00Z'),
      commit: 'abc1234',
      machine: { cpus: '2 × Test CPU', memory: '4.0 GiB', system: 'Linux 6.1 x64', node: 'v20.20.2', chromium: 'Chromium 140', load: '0.50' },
      runs: 3,
      table: '| page | as |\n|---|---|\n| / | student |',
      api: ['API at 100 connections:', '  offers list: 1,000 req/s'],
    });
    expect(markdown).toContain('- Date: 2026-03-01T10:00:00.000Z');
    expect(markdown).toContain('- Commit: abc1234');
    expect(markdown).toContain('- Machine: 2 × Test CPU, 4.0 GiB, Linux 6.1 x64');
    expect(markdown).toContain('- Load average (1 min) when written: 0.50');
    expect(markdown).toContain('| / | student |');
    expect(markdown).toContain('  offers list: 1,000 req/s');
  });

  it('describes this machine', async () => {
    const machine = await describeMachine();
    expect(machine.cpus).toMatch(/^\d+ × /);
    expect(machine.memory).toMatch(/GiB$/);
    expect(machine.node).toBe(process.version);
  });
});
