import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { closeOfferRequest, type MyOffer, type SavedOffer } from '@portal/contracts';
import { ConfirmDialog, type Outcome } from '@portal/ui';
import { companyOffersApi } from './api';
import { CloseOfferFields, emptyCloseAnswers, type CloseAnswers, type CloseErrors } from './CloseOfferFields';

type Action = 'close' | 'delete' | 'copy' | 'copyOpposite';

/** The close request from the dialog's answers, or the errors to show next to each question. */
const closeRequestOf = (urlOferta: string, answers: CloseAnswers, required: string) => {
  if (answers.proposed === null) return { errors: { proposed: required } satisfies CloseErrors };
  const parsed = closeOfferRequest.safeParse(
    answers.proposed
      ? {
          urlOferta,
          candidatoPropuestoSeleccionado: true,
          nombreCandidato: answers.name,
          fechaInicioContrato: answers.start,
          idTipoContrato: Number(answers.contractType) || undefined,
        }
      : { urlOferta, candidatoPropuestoSeleccionado: false },
  );
  if (parsed.success) return { request: parsed.data };
  const errors: CloseErrors = {};
  const fieldOf = {
    nombreCandidato: 'name',
    fechaInicioContrato: 'start',
    idTipoContrato: 'contractType',
  } as const;
  for (const issue of parsed.error.issues) {
    const field = fieldOf[issue.path[0] as keyof typeof fieldOf];
    if (field) errors[field] = required;
  }
  return { errors };
};

/**
 * What the company may do with an offer now (the server's `acciones`): close with the
 * proposed-candidate questions, delete, duplicate, duplicate to the other profile; each confirmed.
 */
export const OfferActions = ({
  offer,
  onOutcome,
}: {
  offer: MyOffer;
  /** The action's answer, and the copy after a duplicate (the page offers to edit it). */
  onOutcome: (outcome: Outcome, copy?: SavedOffer) => void;
}) => {
  const { t } = useTranslation('companyOffers');
  const [open, setOpen] = useState<Action | null>(null);
  const [answers, setAnswers] = useState<CloseAnswers>(emptyCloseAnswers);
  const [errors, setErrors] = useState<CloseErrors>({});
  const opposite = t(offer.tipo === 'practicas' ? 'empleo' : 'practicas').toLowerCase();

  const start = (action: Action) => {
    setAnswers(emptyCloseAnswers);
    setErrors({});
    setOpen(action);
  };

  const run = async (action: Action) => {
    try {
      if (action === 'close') {
        const { request, errors: found } = closeRequestOf(offer.urlAcceso, answers, t('required'));
        if (!request) return setErrors(found);
        setOpen(null);
        onOutcome({ ok: true, code: (await companyOffersApi.close(request, { silent: true })).codigo });
      } else if (action === 'delete') {
        setOpen(null);
        onOutcome({
          ok: true,
          code: (await companyOffersApi.remove(offer.urlAcceso, { silent: true })).codigo,
        });
      } else {
        setOpen(null);
        const kind = action === 'copy' ? 'copiarOferta' : 'copiarOfertaPerfilContrario';
        const saved = await companyOffersApi.copy(kind, offer.urlAcceso, { silent: true });
        onOutcome({ ok: true, code: saved.codigo }, saved);
      }
    } catch (error) {
      onOutcome({ ok: false, error });
    }
  };

  const button = (action: Action, allowed: boolean, label: string) =>
    allowed ? (
      <button type="button" className="portal-button portal-button--secondary" onClick={() => start(action)}>
        {label}
      </button>
    ) : null;

  const dialogs: Record<Action, { title: string; intro: string; confirm: string }> = {
    close: { title: t('closeTitle', { title: offer.titulo }), intro: t('closeIntro'), confirm: t('close') },
    delete: {
      title: t('deleteTitle', { title: offer.titulo }),
      intro: t('deleteIntro'),
      confirm: t('delete'),
    },
    copy: { title: t('copyTitle', { title: offer.titulo }), intro: t('copyIntro'), confirm: t('copy') },
    copyOpposite: {
      title: t('copyOppositeTitle', { title: offer.titulo, type: opposite }),
      intro: t('copyOppositeIntro'),
      confirm: t('copyOpposite', { type: opposite }),
    },
  };

  return (
    <>
      <div className="company-actions" role="group" aria-label={t('actionsOf', { title: offer.titulo })}>
        <Link className="portal-button" to={`/mis-ofertas/${offer.idOferta}`}>
          {t('seeCandidates')}
        </Link>
        <Link className="portal-button portal-button--secondary" to={`/oferta/${offer.idOferta}`}>
          {t('view')}
        </Link>
        {offer.acciones.editar ? (
          <Link className="portal-button portal-button--secondary" to={`/editar-oferta/${offer.idOferta}`}>
            {t('edit')}
          </Link>
        ) : null}
        {button('close', offer.acciones.cerrar, t('close'))}
        {button('delete', offer.acciones.eliminar, t('delete'))}
        {button('copy', offer.acciones.copiar, t('copy'))}
        {button('copyOpposite', offer.acciones.copiarPerfilContrario, t('copyOpposite', { type: opposite }))}
      </div>
      {open ? (
        <ConfirmDialog
          open
          title={dialogs[open].title}
          confirmLabel={dialogs[open].confirm}
          cancelLabel={t('cancel')}
          onConfirm={() => void run(open)}
          onCancel={() => setOpen(null)}
        >
          <p>{dialogs[open].intro}</p>
          {open === 'close' ? (
            <CloseOfferFields answers={answers} errors={errors} onChange={setAnswers} />
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
};
