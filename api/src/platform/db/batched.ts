/**
 * Many requests' questions to the database in one round trip (issue 23). A question asked through
 * `ask` waits, at most until the event loop has read what has arrived (setImmediate), for the
 * others asked meanwhile; then `many` answers them all with one statement. Nothing is remembered
 * between batches: each question is put to the database after it was asked, exactly as when each
 * request asked alone, so a change committed before a request arrived is seen by it, on every
 * replica. A statement's round trip, its parse and its executor start are shared by the batch,
 * which on a busy server is most of a small query's cost.
 *
 * When the batch's statement fails (a row that breaks a constraint, a lost connection), each
 * question is asked again alone, so that one request's failure stays its own. Alone means `one`,
 * or by default the batch's own statement with that question only.
 */
export interface Batched<Question, Answer> {
  ask(question: Question): Promise<Answer>;
}

interface Waiting<Question, Answer> {
  question: Question;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/** More than this many questions make several statements: one huge statement would stall the rest. */
const defaultMostPerBatch = 200;

export const batched = <Question, Answer>({
  many,
  one,
  mostPerBatch = defaultMostPerBatch,
}: {
  /** The answers of `questions`, in their order, from one statement. */
  many(questions: Question[]): Promise<Answer[]>;
  /** One question alone (when it arrived alone or its batch failed); default: `many` with it only. */
  one?(question: Question): Promise<Answer>;
  mostPerBatch?: number;
}): Batched<Question, Answer> => {
  let waiting: Waiting<Question, Answer>[] = [];
  const alone = one ?? (async (question: Question) => (await many([question]))[0]!);

  const askAlone = (entry: Waiting<Question, Answer>) => alone(entry.question).then(entry.resolve, entry.reject);

  const send = async (batch: Waiting<Question, Answer>[]) => {
    if (batch.length === 1) return askAlone(batch[0]!);
    let answers: Answer[];
    try {
      answers = await many(batch.map((entry) => entry.question));
    } catch {
      await Promise.all(batch.map(askAlone));
      return;
    }
    batch.forEach((entry, index) => entry.resolve(answers[index]!));
  };

  const flush = () => {
    const all = waiting;
    waiting = [];
    for (let start = 0; start < all.length; start += mostPerBatch) void send(all.slice(start, start + mostPerBatch));
  };

  return {
    ask: (question) =>
      new Promise<Answer>((resolve, reject) => {
        if (waiting.length === 0) setImmediate(flush);
        waiting.push({ question, resolve, reject });
      }),
  };
};
