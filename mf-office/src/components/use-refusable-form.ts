import { useEffect, useRef, useState } from 'react';

/** Why a field is refused: a text key of the form's catalogue, or the server's own words. */
export type FieldProblem = { key: string } | { text: string };
type ProblemsOf<Field extends string> = Partial<Record<Field, FieldProblem>>;

interface RefusableFormOptions<Form, Field extends string> {
  initial: Form;
  /** What the page checks itself before sending. */
  problemsOf: (form: Form) => ProblemsOf<Field>;
  /** The field errors of a refused save; none for a refusal of the whole form. */
  serverProblemsOf: (error: unknown) => ProblemsOf<Field>;
  /** Sends the form; throws the server's refusal. */
  save: (form: Form) => Promise<void>;
  /** The words of one of the page's own problems (a text key of its catalogue). */
  describe: (key: string) => string;
  /**
   * 'field' (default): a change forgets what the server said of that field only. 'all': of every
   * field, for forms whose fields are judged together (a survey's questions and their jumps).
   */
  staleOnChange?: 'field' | 'all';
  /**
   * 'whole' (default): the page's notice shows only a refusal of the whole form. 'always': every
   * refusal, with the fields' messages too (the survey builder's cycle names its questions there).
   */
  notice?: 'whole' | 'always';
}

const anyProblem = <Field extends string>(problems: ProblemsOf<Field>) => Object.values(problems).some(Boolean);

/**
 * The office's forms' behaviour on a refusal (communications, events, surveys): after a refused try each
 * field says why and the first wrong one takes the focus (inside `holder`); what was typed stays;
 * a field the user changes forgets what the server said of it; a refusal of the whole form is kept
 * for the page's notice.
 */
export const useRefusableForm = <Form, Field extends string>({
  initial,
  problemsOf,
  serverProblemsOf,
  save,
  describe,
  staleOnChange = 'field',
  notice = 'whole',
}: RefusableFormOptions<Form, Field>) => {
  const holder = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [fromServer, setFromServer] = useState<ProblemsOf<Field>>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const [focusTurn, setFocusTurn] = useState(0);
  const problems: ProblemsOf<Field> = { ...fromServer, ...(tried ? problemsOf(form) : {}) };
  const invalid = anyProblem(problems);

  useEffect(() => {
    if (focusTurn > 0) holder.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTurn]);

  /** A change clears what the server said about that field (or every field): it is no longer what it saw. */
  const change = (field: Field, next: Form) => {
    setForm(next);
    if (staleOnChange === 'all') {
      if (anyProblem(fromServer)) setFromServer({});
    } else if (fromServer[field]) setFromServer(({ [field]: _gone, ...rest }) => rest as ProblemsOf<Field>);
  };

  const submit = async () => {
    setTried(true);
    setRefusal(null);
    if (anyProblem(problemsOf(form))) {
      setFocusTurn((turn) => turn + 1);
      return;
    }
    setSending(true);
    try {
      await save(form);
    } catch (error) {
      const fields = serverProblemsOf(error);
      setFromServer(fields);
      const forFields = anyProblem(fields);
      if (forFields) setFocusTurn((turn) => turn + 1);
      if (!forFields || notice === 'always') setRefusal(error);
    } finally {
      setSending(false);
    }
  };

  /** Why a field is refused, in words (the page's catalogue, or the server's own), or null. */
  const say = (field: Field): string | null => {
    const problem = problems[field];
    if (!problem) return null;
    return 'text' in problem ? problem.text : describe(problem.key);
  };

  return { holder, form, setForm, problems, invalid, sending, refusal, change, submit, say };
};
