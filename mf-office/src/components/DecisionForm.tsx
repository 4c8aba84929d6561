import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@portal/ui';
import type { QueueRecord } from '@portal/contracts';
import type { DecisionField } from '../queues/labels';
import type { Words } from '../queues/words';

export interface DecisionDraft {
  motivo: string;
  datos: Record<string, string>;
}

export const emptyDraft: DecisionDraft = { motivo: '', datos: {} };

/** What a decision sends besides its action and version, or the problems that keep it from leaving. */
export const checkDecision = (
  action: QueueRecord['acciones'][number],
  fields: DecisionField[],
  draft: DecisionDraft,
): { motivo?: string; datos?: Record<string, string | number>; problems: string[] } => {
  const problems: string[] = [];
  const motivo = draft.motivo.trim();
  if (action.requiereMotivo && !motivo) problems.push('motivo');
  const datos: Record<string, string | number> = {};
  for (const field of fields) {
    const raw = (draft.datos[field.campo] ?? '').trim();
    if (!raw) {
      if (!field.opcional) problems.push(field.campo);
      continue;
    }
    if (field.tipo === 'numero') {
      const number = Number(raw.replace(',', '.'));
      if (Number.isFinite(number)) datos[field.campo] = number;
      else problems.push(field.campo);
    } else datos[field.campo] = raw;
  }
  return { ...(motivo ? { motivo } : {}), ...(fields.length > 0 ? { datos } : {}), problems };
};

const inputTypes = { fecha: 'date', texto: 'text', numero: 'number' } as const;

/**
 * The decisions open on a record: one button each, the reason (required where the action says so)
 * and the values some decisions carry (`datosAccion` of the queue's labels). A missing reason or
 * value is said next to its field, which takes the focus; nothing is sent.
 */
export const DecisionForm = ({
  actions,
  words,
  draft,
  onDraft,
  sending,
  onDecide,
}: {
  actions: QueueRecord['acciones'];
  words: Words;
  draft: DecisionDraft;
  onDraft: (draft: DecisionDraft) => void;
  sending: boolean;
  onDecide: (action: QueueRecord['acciones'][number], motivo: string | undefined, datos: Record<string, string | number> | undefined) => void;
}) => {
  const { t } = useTranslation('officeQueues');
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const needReason = actions.filter((action) => action.requiereMotivo).map((action) => words.action(action.accion));
  const withData = actions.filter((action) => words.decisionFields(action.accion).length > 0);

  const decide = (action: QueueRecord['acciones'][number]) => {
    const fields = words.decisionFields(action.accion);
    const { motivo, datos, problems } = checkDecision(action, fields, draft);
    const label = words.action(action.accion);
    const found: Record<string, string> = {};
    for (const problem of problems) {
      found[problem] =
        problem === 'motivo'
          ? t('reasonRequired', { action: label })
          : t('dataRequired', { field: words.field(problem), action: label });
    }
    setErrors(found);
    if (problems.length > 0) {
      // The first field to fix takes the focus, so a keyboard or screen-reader user lands on it.
      requestAnimationFrame(() => {
        const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        // Centred, so the portal's sticky header never covers it.
        invalid?.focus({ preventScroll: true });
        invalid?.scrollIntoView({ block: 'center' });
      });
      return;
    }
    onDecide(action, motivo, datos);
  };

  return (
    <form ref={form} className="office-decision" noValidate onSubmit={(event) => event.preventDefault()}>
      <Field
        label={t('reason')}
        rows={4}
        maxLength={2000}
        value={draft.motivo}
        onValue={(motivo) => onDraft({ ...draft, motivo })}
        hint={needReason.length > 0 ? t('reasonHintRequired', { actions: needReason.join(', ') }) : t('reasonHint')}
        error={errors.motivo ?? null}
      />
      {withData.map((action) => (
        <fieldset key={action.accion} className="portal-fieldset">
          <legend>{t('dataFor', { action: words.action(action.accion) })}</legend>
          {words.decisionFields(action.accion).map((field) => (
            <Field
              key={field.campo}
              label={words.field(field.campo)}
              type={inputTypes[field.tipo]}
              value={draft.datos[field.campo] ?? ''}
              onValue={(value) => onDraft({ ...draft, datos: { ...draft.datos, [field.campo]: value } })}
              required={!field.opcional}
              error={errors[field.campo] ?? null}
            />
          ))}
        </fieldset>
      ))}
      <div className="office-decision__actions">
        {actions.map((action) => (
          <button
            key={action.accion}
            type="button"
            className={action.requiereMotivo ? 'portal-button portal-button--secondary' : 'portal-button'}
            disabled={sending}
            onClick={() => decide(action)}
          >
            {words.action(action.accion)}
          </button>
        ))}
      </div>
      {sending ? (
        <p role="status" className="office-muted">
          {t('deciding')}
        </p>
      ) : null}
    </form>
  );
};
