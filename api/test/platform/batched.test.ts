import { describe, expect, it } from 'vitest';
import { batched } from '../../src/platform/db/batched';

/** db/batched.ts: the questions asked together are answered by one statement, each with its own answer. */
describe('batched questions', () => {
  it('answers the questions asked together with one call, each its own answer in order', async () => {
    const calls: number[][] = [];
    const squares = batched<number, number>({
      many: async (questions) => {
        calls.push(questions);
        return questions.map((question) => question * question);
      },
      one: () => Promise.reject(new Error('asked alone')),
    });
    expect(await Promise.all([1, 2, 3, 4].map((question) => squares.ask(question)))).toEqual([1, 4, 9, 16]);
    expect(calls).toEqual([[1, 2, 3, 4]]);
  });

  it('puts a question asked twice in one batch once, both askers getting its answer, and again in a later batch', async () => {
    const calls: string[][] = [];
    const upper = batched<string, string>({
      many: async (questions) => {
        calls.push(questions);
        return questions.map((question) => question.toUpperCase());
      },
      keyOf: (question) => question,
    });
    expect(await Promise.all(['a', 'b', 'a', 'a'].map((question) => upper.ask(question)))).toEqual(['A', 'B', 'A', 'A']);
    expect(calls).toEqual([['a', 'b']]);
    // Nothing is remembered between batches: asked again later, it is put again.
    expect(await upper.ask('a')).toBe('A');
    expect(calls).toEqual([['a', 'b'], ['a']]);
  });

  it('splits a large batch into statements of at most mostPerBatch questions', async () => {
    const sizes: number[] = [];
    const echo = batched<number, number>({
      many: async (questions) => {
        sizes.push(questions.length);
        return questions;
      },
      one: async (question) => question,
      mostPerBatch: 3,
    });
    expect(await Promise.all([1, 2, 3, 4, 5, 6, 7].map((question) => echo.ask(question)))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sizes).toEqual([3, 3]);
  });

  it('asks each question alone when the batch fails, so that only the failing one fails', async () => {
    const halves = batched<number, number>({
      many: () => Promise.reject(new Error('one row broke the statement')),
      one: async (question) => {
        if (question % 2 === 1) throw new Error(`${question} is odd`);
        return question / 2;
      },
    });
    const answers = await Promise.allSettled([2, 3, 4].map((question) => halves.ask(question)));
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : (answer.reason as Error).message))).toEqual([
      1,
      '3 is odd',
      2,
    ]);
  });

  it('asks a question that arrives alone with `one`', async () => {
    const asked: string[] = [];
    const lone = batched<number, number>({
      many: async (questions) => {
        asked.push('many');
        return questions;
      },
      one: async (question) => {
        asked.push('one');
        return question;
      },
    });
    expect(await lone.ask(5)).toBe(5);
    expect(asked).toEqual(['one']);
  });

  it('without `one`, asks a question alone through the batch statement with that question only', async () => {
    const calls: number[][] = [];
    const doubled = batched<number, number>({
      many: async (questions) => {
        calls.push(questions);
        if (questions.includes(3) && questions.length > 1) throw new Error('3 broke the statement');
        if (questions.length === 1 && questions[0] === 3) throw new Error('3 is refused');
        return questions.map((question) => question * 2);
      },
    });
    expect(await doubled.ask(4)).toBe(8);
    expect(calls).toEqual([[4]]);
    const results = await Promise.allSettled([doubled.ask(1), doubled.ask(3), doubled.ask(5)]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual([
      2,
      '3 is refused',
      10,
    ]);
    expect(calls.slice(1)).toEqual([[1, 3, 5], [1], [3], [5]]);
  });

  it('holds the questions asked while a statement is under way and sends them together once it answers', async () => {
    const calls: number[][] = [];
    const answered: (() => void)[] = [];
    const echo = batched<number, number>({
      many: (questions) => {
        calls.push(questions);
        return new Promise((resolve) => answered.push(() => resolve(questions)));
      },
      one: (question) => {
        calls.push([question]);
        return new Promise((resolve) => answered.push(() => resolve(question)));
      },
    });
    const first = echo.ask(1);
    await new Promise((resolve) => setImmediate(resolve));
    // Asked in three turns of the event loop while the first statement is under way: one batch.
    const later: Promise<number>[] = [];
    for (const question of [2, 3, 4]) {
      later.push(echo.ask(question));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(calls).toEqual([[1]]);
    answered.shift()!();
    expect(await first).toBe(1);
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([[1], [2, 3, 4]]);
    answered.shift()!();
    expect(await Promise.all(later)).toEqual([2, 3, 4]);
  });

  it('lets the next batch go beside a statement under way for longer than stalledAfterMs', async () => {
    const calls: number[][] = [];
    const stuck = batched<number, number>({
      many: async (questions) => {
        calls.push(questions);
        return questions;
      },
      one: (question) => {
        calls.push([question]);
        // The first question never gets its answer (a lock held elsewhere, a connection gone silent).
        return question === 1 ? new Promise<number>(() => undefined) : Promise.resolve(question);
      },
      stalledAfterMs: 20,
    });
    void stuck.ask(1);
    await new Promise((resolve) => setImmediate(resolve));
    const second = stuck.ask(2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toEqual([[1]]);
    expect(await second).toBe(2);
    expect(calls).toEqual([[1], [2]]);
  });
});
