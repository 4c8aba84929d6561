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
export const FailureNotice = ({ error }: { error: unknown }) => <StatusNotice status={statusOf(error)} tone="error" />;

/** What an action ended with: nothing yet, a confirmation code, or the error. */
export type Outcome = { ok: true; code: number } | { ok: false; error: unknown } | null;

/** The outcome of the last action, announced politely where it happened. */
export const OutcomeNotice = ({ outcome }: { outcome: Outcome }) => (
  <div aria-live="polite">
    {outcome?.ok ? <StatusNotice status={outcome.code} tone="success" /> : null}
    {outcome && !outcome.ok ? <FailureNotice error={outcome.error} /> : null}
  </div>
);
