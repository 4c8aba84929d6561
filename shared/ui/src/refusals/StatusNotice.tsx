import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { Status, Success } from '@portal/contracts';
import { statusTextKey } from '@portal/i18n';
import { Notice } from '../components';
import { failureStatus } from '../forms/failure';
import { fixesOf, type RefusalContext, type RefusalFix } from './fixes';
import { catalogueExtrasOf } from './catalogue-entry';
import { bringIntoView } from './land';
import { RefusedFieldLinks, useRefusedFields } from './RefusedFields';
import './i18n';

/** The field messages a refused form's answer lists (`errores`), as the server worded them. */
export const fieldMessagesOf = (error: unknown): string[] => {
  const details = isApiError(error) ? (error.details as { errores?: { mensaje?: unknown }[] } | undefined) : undefined;
  return (details?.errores ?? []).map((item) => String(item.mensaje ?? '')).filter(Boolean);
};

/** The offer's requirements the student does not meet (80: `datos.requisitos`). */
const unmetRequirementsOf = (error: unknown): string[] => {
  const datos = isApiError(error) ? (error.details as { datos?: { requisitos?: unknown } } | undefined)?.datos : undefined;
  const list = datos?.requisitos;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
};

export interface StatusNoticeProps {
  /** The catalogue code shown; or give the refused call's `error` and its code is read from it. */
  status?: number;
  error?: unknown;
  tone?: 'error' | 'success' | 'info';
  /** Replaces the catalogue's text where the spec shows the server's words (3, 79). */
  serverMessage?: string | undefined;
  /** Shows the server's own text under the catalogue's when they differ (a survey's reasons). */
  withServerText?: boolean;
  /** The field messages of a refused form; by default those the error lists. */
  messages?: readonly string[];
  /** What the fix needs to know (the offer applied to, the data an internship still needs). */
  context?: RefusalContext;
  /** The refused form fixes this itself (a field on another step): called by the fix's button. */
  onFix?: (fix: RefusalFix) => void;
  /**
   * Brings the notice into view below the sticky header and focuses it when it appears (a button
   * at the bottom of a long form was pressed): by default for refusals.
   */
  focusOnShow?: boolean;
  children?: ReactNode;
}

/**
 * The portal's one way to show the outcome of an action (spec 000 §8): the catalogue code's title
 * and text in the user's language, announced to screen readers (alert for refusals, status for
 * the rest); for a refusal, the field messages of the server, the unmet requirements (80), and a
 * link to the exact place where the user fixes it (fixes.ts), which lands there visible and
 * focused; else the entry's own target (`to`, in a new tab when its behaviour says so), and its
 * notice (`aviso`). A refusal appearing is itself brought into view and focused.
 */
export const StatusNotice = ({
  status: givenStatus,
  error,
  tone = 'error',
  serverMessage,
  withServerText = false,
  messages,
  context,
  onFix,
  focusOnShow,
  children,
}: StatusNoticeProps) => {
  const { t } = useTranslation('refusals');
  const fieldMessages = messages ?? fieldMessagesOf(error);
  // A form refused for its fields (15 with the fields' messages) is summed up as the spec's 525.
  const refusedStatus = failureStatus(error);
  const status =
    givenStatus ??
    (refusedStatus === Status.missingMandatoryData && fieldMessages.length > 0 ? Success.reviewForm : refusedStatus);
  const body = t(statusTextKey(status, 'cuerpo'));
  const serverText = withServerText && isApiError(error) ? error.serverMessage : undefined;
  const requirements = unmetRequirementsOf(error);
  const fixes = tone === 'success' ? [] : fixesOf(status, context).filter((fix) => fix.path !== null || onFix);
  const { aviso, target } = catalogueExtrasOf(t, status);
  // A fix of the page's own (fixes.ts) is more precise than the entry's generic target.
  const entryLink = fixes.length === 0 && target?.label ? target : undefined;
  const frame = useRef<HTMLDivElement>(null);
  const focus = focusOnShow ?? tone === 'error';
  // A refused form's marked fields, each a link to it: the way to fix what the form refused.
  const refusedFields = useRefusedFields(tone === 'error');
  useEffect(() => {
    if (focus && frame.current) bringIntoView(frame.current);
  }, [focus, status, error]);
  return (
    <div ref={frame} className="portal-status-notice" data-status={status}>
      <Notice tone={tone} title={t(statusTextKey(status, 'titulo'))}>
        <p>{serverMessage ?? body}</p>
        {serverText && serverText !== body ? <p>{serverText}</p> : null}
        {requirements.length > 0 ? (
          <ul>
            {requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        ) : null}
        {fieldMessages.length > 0 ? (
          <ul className="portal-field__error">
            {fieldMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        {fixes.length > 0 ? (
          <ul className="portal-status-notice__fixes" aria-label={t('fixIt')} data-testid="refusal-fixes">
            {fixes.map((fix) => (
              <li key={fix.label}>
                {fix.path !== null ? (
                  <Link to={fix.path}>{t(fix.label)}</Link>
                ) : (
                  <button type="button" className="portal-link-button" onClick={() => onFix?.(fix)}>
                    {t(fix.label)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <RefusedFieldLinks fields={refusedFields} />
        {aviso ? <p className="portal-status-notice__aviso">{aviso}</p> : null}
        {entryLink ? (
          <p className="portal-status-notice__target">
            {entryLink.newTab ? (
              <a href={entryLink.to} target="_blank" rel="noopener noreferrer">
                {entryLink.label} <span className="visually-hidden">{t('common:opensInNewTab')}</span>
              </a>
            ) : (
              <Link to={entryLink.to}>{entryLink.label}</Link>
            )}
          </p>
        ) : null}
        {children}
      </Notice>
    </div>
  );
};

/** What an action ended with: nothing yet, a confirmation code, or the error. */
export type Outcome = { ok: true; code: number } | { ok: false; error: unknown } | null;

/** The outcome of the last action, announced politely where it happened. */
export const OutcomeNotice = ({ outcome, context }: { outcome: Outcome; context?: RefusalContext }) => (
  <div aria-live="polite">
    {outcome?.ok ? <StatusNotice status={outcome.code} tone="success" /> : null}
    {outcome && !outcome.ok ? <StatusNotice error={outcome.error} context={context} /> : null}
  </div>
);
