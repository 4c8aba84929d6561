import { useState } from 'react';
import { isApiError } from '@portal/api-client';
import { failureStatus } from './failure';

/** The life of one form submission: showing errors after the first try, sending, the outcome. */
export const useSubmission = () => {
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ status: number; serverMessage?: string } | null>(null);
  const [notice, setNotice] = useState<number | null>(null);

  /** Sends when `valid`; the call's aviso becomes the confirmation, a failure its catalogue entry. */
  const submit = async (valid: boolean, send: () => Promise<{ aviso: number }>) => {
    setTried(true);
    setFailure(null);
    if (!valid) return;
    setSending(true);
    try {
      setNotice((await send()).aviso);
    } catch (error) {
      // The server's own words, where it writes them (a wrong current password, 3).
      const serverMessage = isApiError(error) ? error.serverMessage : undefined;
      setFailure({ status: failureStatus(error), ...(serverMessage ? { serverMessage } : {}) });
    } finally {
      setSending(false);
    }
  };
  return { tried, sending, failure, notice, submit };
};
