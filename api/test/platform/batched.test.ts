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
});
