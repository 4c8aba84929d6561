/**
 * The jump graph of a survey being created: each question leads to the next one in order, and
 * each answer with a jump leads to its target instead. A survey is refused when a jump names a
 * question that is not in the survey, when the jumps make a cycle (a respondent could go
 * round for ever), or when a question can never be reached from the first one (every way to it
 * jumps past it: nobody would ever see it).
 */
export interface GraphQuestion {
  clave: string;
  respuestas: { destino?: string | undefined }[];
}

export type GraphProblem =
  | { tipo: 'destinoInexistente'; pregunta: string; destino: string }
  | { tipo: 'ciclo'; preguntas: string[] }
  | { tipo: 'inalcanzable'; preguntas: string[] }
  | { tipo: 'claveRepetida'; pregunta: string };

const successorsOf = (questions: GraphQuestion[], index: number): string[] => {
  const question = questions[index]!;
  const next = questions[index + 1]?.clave;
  const targets = new Set<string>();
  // A question without options (a text question) and every option without a jump go on in order.
  if (
    question.respuestas.length === 0 ||
    question.respuestas.some((option) => option.destino === undefined)
  ) {
    if (next !== undefined) targets.add(next);
  }
  for (const option of question.respuestas) if (option.destino !== undefined) targets.add(option.destino);
  return [...targets];
};

export const findGraphProblem = (questions: GraphQuestion[]): GraphProblem | undefined => {
  const indexOf = new Map<string, number>();
  for (const [index, question] of questions.entries()) {
    if (indexOf.has(question.clave)) return { tipo: 'claveRepetida', pregunta: question.clave };
    indexOf.set(question.clave, index);
  }
  for (const question of questions) {
    for (const { destino } of question.respuestas) {
      if (destino !== undefined && !indexOf.has(destino))
        return { tipo: 'destinoInexistente', pregunta: question.clave, destino };
    }
  }
  // Depth-first search; a question met again while still on the stack closes a cycle.
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (clave: string): string[] | undefined => {
    state.set(clave, 'open');
    stack.push(clave);
    for (const successor of successorsOf(questions, indexOf.get(clave)!)) {
      const seen = state.get(successor);
      if (seen === 'open') return stack.slice(stack.indexOf(successor));
      if (seen === undefined) {
        const cycle = visit(successor);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(clave, 'done');
    return undefined;
  };
  for (const question of questions) {
    if (state.has(question.clave)) continue;
    const cycle = visit(question.clave);
    if (cycle) return { tipo: 'ciclo', preguntas: cycle };
  }
  const unreachable = unreachableFrom(questions, indexOf);
  return unreachable.length > 0 ? { tipo: 'inalcanzable', preguntas: unreachable } : undefined;
};

/** The questions no way through the survey reaches, starting at its first question, in order. */
const unreachableFrom = (questions: GraphQuestion[], indexOf: Map<string, number>): string[] => {
  const first = questions[0];
  if (!first) return [];
  const reached = new Set<string>([first.clave]);
  const pending = [first.clave];
  for (let clave = pending.pop(); clave !== undefined; clave = pending.pop()) {
    for (const successor of successorsOf(questions, indexOf.get(clave)!)) {
      if (reached.has(successor)) continue;
      reached.add(successor);
      pending.push(successor);
    }
  }
  return questions.map((question) => question.clave).filter((clave) => !reached.has(clave));
};
