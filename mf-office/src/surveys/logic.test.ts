import { describe, expect, it } from 'vitest';
import { emptyForm, formProblems, jumpTargets, moveQuestion, newQuestion, removeQuestion, requestOf, withKind, type SurveyForm } from './logic';

const survey = (): SurveyForm => {
  const form = emptyForm();
  const [a, b, c] = [newQuestion(), newQuestion('texto'), newQuestion()];
  a.texto = 'A';
  b.texto = 'B';
  c.texto = 'C';
  a.respuestas = [
    { texto: 'Sí', destino: '' },
    { texto: 'No', destino: c.clave },
  ];
  c.respuestas = [{ texto: 'Vale', destino: '' }];
  return { ...form, titulo: 'T', preguntas: [a, b, c] };
};

describe('the survey builder', () => {
  it('moves a question with the keyboard buttons, keeping its jumps', () => {
    const form = survey();
    const moved = moveQuestion(form, 2, -1);
    expect(moved.preguntas.map((question) => question.texto)).toEqual(['A', 'C', 'B']);
    expect(moved.preguntas[0]!.respuestas[1]!.destino).toBe(form.preguntas[2]!.clave);
    expect(moveQuestion(form, 0, -1)).toBe(form);
    expect(moveQuestion(form, 2, 1)).toBe(form);
  });

  it('sends the answers that jumped to a removed question on to the next one', () => {
    const removed = removeQuestion(survey(), 2);
    expect(removed.preguntas).toHaveLength(2);
    expect(removed.preguntas[0]!.respuestas.map((answer) => answer.destino)).toEqual(['', '']);
  });

  it('offers only later questions as jump targets, numbered as shown', () => {
    const form = survey();
    expect(jumpTargets(form, 0).map((target) => target.number)).toEqual([2, 3]);
    expect(jumpTargets(form, 2)).toEqual([]);
  });

  it('drops the answers of a question turned into free text', () => {
    expect(withKind(survey().preguntas[0]!, 'texto').respuestas).toEqual([]);
    expect(withKind(survey().preguntas[1]!, 'opcion').respuestas).toHaveLength(2);
  });

  it('finds the empty texts and a missing audience before sending, and sends nulls for no jump and no day', () => {
    const form = { ...survey(), titulo: ' ', paraAlumnos: false };
    form.preguntas[2]!.respuestas[0]!.texto = '';
    expect(formProblems(form)).toEqual({ titulo: 'required', paraAlumnos: 'noAudience', 'preguntas.2.respuestas.0.texto': 'required' });
    const body = requestOf(survey());
    expect(body.abre).toBeNull();
    expect(body.preguntas[0]!.respuestas).toEqual([
      { texto: 'Sí', destino: null },
      { texto: 'No', destino: body.preguntas[2]!.clave },
    ]);
  });
});
