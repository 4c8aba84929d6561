import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { statusTextKey } from '@portal/i18n';
import { bringIntoView, Notice, PageRefusedFields, StatusNotice } from '@portal/ui';
import type { FormResult } from '../company-data/use-company-data-form';
import '../company-data/i18n';

/** Codes a refused form answers with that mark fields: the summary asks to review them. */
const fieldCodes = new Set([15, 33, 69, 70, 72, 73, 8, 16, 60]);

/**
 * What a company data form ended with, where it happened: the confirmation of the catalogue
 * (539, 532...), or the refusal: its code's title and the spec's summary ("Por favor, revise el
 * formulario...") when fields are marked in red, each a link to its field, with any message no
 * field of the form shows.
 */
export const FormOutcome = ({ result }: { result: FormResult }) => {
  const { t } = useTranslation('companyData');
  const { t: tCommon } = useTranslation('common');
  // A refusal is brought into view below the sticky header and focused, as StatusNotice does: its
  // links then lead to each field (the first one focused instead left the summary half hidden).
  const refusal = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result.kind === 'refused' && refusal.current) bringIntoView(refusal.current);
  }, [result]);
  return (
    <div aria-live="polite" data-testid="form-outcome">
      {result.kind === 'saved' ? <StatusNotice status={result.aviso} tone="success" /> : null}
      {result.kind === 'refused' ? (
        // The notices' frame: it stops below the sticky header when brought into view.
        <div ref={refusal} className="portal-status-notice">
          <Notice tone="error" title={tCommon(statusTextKey(result.status, 'titulo'))}>
            <p>
              {fieldCodes.has(result.status)
                ? t('reviewForm')
                : tCommon(statusTextKey(result.status, 'cuerpo'))}
            </p>
            {result.unplaced.length > 0 ? (
              <ul>
                {result.unplaced.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
            <PageRefusedFields />
          </Notice>
        </div>
      ) : null}
    </div>
  );
};
