import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Outcome } from '@portal/ui';
import { withRecord } from './record-list';

/**
 * What an office list page does with the changes it makes to its records (publish, close,
 * withdraw, block…): one change at a time (`busy`), the server's answer replacing the record in
 * the list (or joining it), and the outcome to announce in place: the server's success message or
 * its refusal. A form page that saved and came back hands its message over in the location state
 * (`{ aviso }`), announced the same way.
 */
export const useRecordActions = <R extends { id: number }>(loaded: readonly R[] | undefined) => {
  const location = useLocation();
  const saved = (location.state as { aviso?: number } | null)?.aviso;
  const [changed, setChanged] = useState<readonly R[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(saved ? { ok: true, code: saved } : null);
  const [busy, setBusy] = useState(false);
  const records = changed.reduce(withRecord, [...(loaded ?? [])]);
  const keep = (record: R) => setChanged((before) => withRecord(before, record));

  /** Runs one change; `key` names the record in the server's answer (`{ aviso, evento }`: 'evento'). */
  const run = async <K extends string>(key: K, work: () => Promise<{ aviso: number } & Record<K, R>>) => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await work();
      keep(answer[key]);
      setOutcome({ ok: true, code: answer.aviso });
    } catch (error) {
      setOutcome({ ok: false, error });
    } finally {
      setBusy(false);
    }
  };

  return { records, keep, busy, run, outcome, setOutcome };
};
