import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { statusTextKey } from '@portal/i18n';
import { Notice } from '@portal/ui';

/** The catalogue status of a refused call (500 when no answer came). */
export const statusOf = (error: unknown): number => (isApiError(error) ? error.status : 500);

/** The outcome of an action in place: a catalogue code's title and text, in the user's language. */
export const StatusNotice = ({ status, tone }: { status: number; tone: 'error' | 'success' | 'info' }) => {
  const { t } = useTranslation('common');
  return (
    <Notice tone={tone} title={t(statusTextKey(status, 'titulo'))}>
      <p>{t(statusTextKey(status, 'cuerpo'))}</p>
    </Notice>
  );
};

/** A refused action: its code's texts. */
export const FailureNotice = ({ error }: { error: unknown }) => (
  <StatusNotice status={statusOf(error)} tone="error" />
);

/** What an action ended with: nothing yet, a confirmation code, or the error. */
export type Outcome = { ok: true; code: number } | { ok: false; error: unknown } | null;

/** The outcome of the last action, announced politely where it happened. */
export const OutcomeNotice = ({ outcome }: { outcome: Outcome }) => (
  <div aria-live="polite">
    {outcome?.ok ? <StatusNotice status={outcome.code} tone="success" /> : null}
    {outcome && !outcome.ok ? <FailureNotice error={outcome.error} /> : null}
  </div>
);

/** The field messages a 400/15 answer lists (`errores`), as the server worded them. */
export const fieldMessagesOf = (error: unknown): string[] => {
  const details = isApiError(error)
    ? (error.details as { errores?: { mensaje?: unknown }[] } | undefined)
    : undefined;
  return (details?.errores ?? []).map((item) => String(item.mensaje ?? '')).filter(Boolean);
};

/** A refused form: the code's texts and, under them, each field message the server gave. */
export const RefusalNotice = ({ status, messages }: { status: number; messages: string[] }) => (
  <>
    <StatusNotice status={status} tone="error" />
    {messages.length > 0 ? (
      <ul className="portal-field__error">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ) : null}
  </>
);
