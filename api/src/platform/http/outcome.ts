/** A refusal of the status catalogue, with what the caller needs to explain it (80: which requirements). */
export interface Refusal {
  status: number;
  requisitos?: string[];
}

/** What a business operation answers: its value, or the refusal the route turns into `{status}`. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const refuse = (status: number, requisitos?: string[]): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: requisitos ? { status, requisitos } : { status },
});
