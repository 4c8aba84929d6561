/**
 * Many requests' questions to the database in one round trip (issue 23). A question asked through
 * `ask` waits, at most until the event loop has read what has arrived (setImmediate), for the
 * others asked meanwhile; then `many` answers them all with one statement. Nothing is remembered
 * between batches: each question is put to the database after it was asked, exactly as when each
 * request asked alone, so a change committed before a request arrived is seen by it, on every
 * replica. A statement's round trip, its parse and its executor start are shared by the batch,
 * which on a busy server is most of a small query's cost.
 *
 * While a batch's statement is under way, the questions asked meanwhile wait for it to answer and
 * then go together as the next batch (one statement of each batch at a time): under load a batch
 * holds every question of a round trip's time rather than of one turn of the event loop, so the
 * database runs and commits one statement where it ran several, each for a few questions. A
 * question asked when none is under way goes at once, as before. A statement still under way after
 * `stalledAfterMs` (a lock held elsewhere, a connection lost without notice) no longer holds the
 * others back: the next batch goes beside it.
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

/** A statement under way this long lets the next batch go beside it. */
const defaultStalledAfterMs = 250;

export const batched = <Question, Answer>({
  many,
  one,
  mostPerBatch = defaultMostPerBatch,
  stalledAfterMs = defaultStalledAfterMs,
  keyOf,
}: {
  /** The answers of `questions`, in their order, from one statement. */
  many(questions: Question[]): Promise<Answer[]>;
  /** One question alone (when it arrived alone or its batch failed); default: `many` with it only. */
  one?(question: Question): Promise<Answer>;
  mostPerBatch?: number;
  stalledAfterMs?: number;
  /**
   * What makes two questions the same: a question asked again while the first still waits for
   * its batch (a double click, a retry) is put once and gets the same answer.
   */
  keyOf?(question: Question): string;
}): Batched<Question, Answer> => {
  let waiting: Waiting<Question, Answer>[] = [];
  /** The answer of each waiting question by its key (with `keyOf`). */
  let waitingByKey = new Map<string, Promise<Answer>>();
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

  /** Whether a statement is under way that the next batch waits for. */
  let holding = false;
  let flushPlanned = false;

  const planFlush = () => {
    if (holding || flushPlanned || waiting.length === 0) return;
    flushPlanned = true;
    setImmediate(flush);
  };

  function flush() {
    flushPlanned = false;
    if (holding) return;
    const all = waiting;
    waiting = [];
    waitingByKey = new Map();
    holding = true;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      holding = false;
      planFlush();
    };
    const stalled = setTimeout(release, stalledAfterMs);
    stalled.unref();
    const statements: Promise<void>[] = [];
    for (let start = 0; start < all.length; start += mostPerBatch) statements.push(send(all.slice(start, start + mostPerBatch)));
    void Promise.all(statements).finally(() => {
      clearTimeout(stalled);
      release();
    });
  }

  return {
    ask: (question) => {
      const key = keyOf?.(question);
      const asked = key === undefined ? undefined : waitingByKey.get(key);
      if (asked) return asked;
      const answer = new Promise<Answer>((resolve, reject) => {
        waiting.push({ question, resolve, reject });
        planFlush();
      });
      if (key !== undefined) waitingByKey.set(key, answer);
      return answer;
    },
  };
};
