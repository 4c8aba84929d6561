import { useTranslation } from 'react-i18next';
import type { EducationRequestStatus } from '@portal/contracts';
import './i18n';

const tone: Record<EducationRequestStatus, string> = { pendiente: '1', aceptada: '2', rechazada: '5' };

/** The status of an education centre's request as a badge (pending amber, accepted green, rejected red). */
export const EducationStatus = ({ status }: { status: EducationRequestStatus }) => {
  const { t } = useTranslation('companyEducation');
  return <span className={`company-state company-state--${tone[status]}`}>{t(`status_${status}`)}</span>;
};
