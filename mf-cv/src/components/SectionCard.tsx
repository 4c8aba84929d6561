import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusTextKey } from '@portal/i18n';
import { Notice } from '@portal/ui';
import { CvStatus } from '@portal/contracts';
import '../i18n';

/**
 * One section of the CV: a card with its heading, reachable by its anchor (`#estudios`: the
 * missing-data notices link to it), and the notice of the last save.
 */
export const SectionCard = ({
  anchor,
  title,
  children,
  actions,
}: {
  anchor: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) => (
  <section className="portal-card cv-section" id={anchor} aria-labelledby={`${anchor}-title`}>
    <div className="cv-section__head">
      <h2 id={`${anchor}-title`}>{title}</h2>
      {actions}
    </div>
    {children}
  </section>
);

/** A save went through: the notice the server gave (537 asks for the degree's copy) or 532. */
export const SavedNotice = ({ aviso }: { aviso: number | null | undefined }) => {
  const { t } = useTranslation('cv');
  const status = aviso ?? CvStatus.updated;
  return (
    <Notice tone={status === CvStatus.updated ? 'success' : 'info'} title={t(statusTextKey(status, 'titulo'))}>
      <p>{t(statusTextKey(status, 'cuerpo'))}</p>
    </Notice>
  );
};
