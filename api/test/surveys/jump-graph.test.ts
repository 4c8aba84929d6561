import { describe, expect, it } from 'vitest';
import { findGraphProblem, type GraphQuestion } from '../../src/surveys/jump-graph';

/** A choice question whose options jump to these keys (undefined: on to the next question). */
const choice = (clave: string, targets: (string | undefined)[]): GraphQuestion => ({
  clave,
  respuestas: targets.map((destino) => ({ destino })),
});
const text = (clave: string): GraphQuestion => ({ clave, respuestas: [] });

describe('the jump graph finds the questions nobody would see', () => {
  it('names every question no path from the first one reaches, in order', () => {
    // Every answer of a jumps to d: b and c are never shown.
    expect(findGraphProblem([choice('a', ['d', 'd']), text('b'), choice('c', [undefined]), text('d')])).toEqual({
      tipo: 'inalcanzable',
      preguntas: ['b', 'c'],
    });
    // The last question is skipped by the only way there.
    expect(findGraphProblem([choice('a', [undefined]), choice('b', ['d']), text('c'), text('d')])).toEqual({
      tipo: 'inalcanzable',
      preguntas: ['c'],
    });
  });

  it('accepts a skip that one answer takes while another goes on in order', () => {
    expect(findGraphProblem([choice('a', [undefined, 'c']), text('b'), text('c')])).toBeUndefined();
    expect(findGraphProblem([text('a')])).toBeUndefined();
    expect(findGraphProblem([])).toBeUndefined();
  });

  it('reports a cycle before an unreachable question', () => {
    expect(findGraphProblem([choice('a', ['c']), text('b'), choice('c', ['a'])])).toEqual({
      tipo: 'ciclo',
      preguntas: ['a', 'c'],
    });
  });
});
