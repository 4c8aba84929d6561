import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SurveySummary } from '@portal/contracts';
import { formatDate } from '@portal/ui';

export const surveyPath = (survey: Pick<SurveySummary, 'idEncuesta'>) => `/encuestas/${survey.idEncuesta}`;

export const SurveyListItem = ({ survey }: { survey: SurveySummary }) => {
  const { t, i18n } = useTranslation('surveys');
  return (
    <li className="portal-card surveys-list__item">
      <div>
        <h3 className="surveys-list__title">{survey.titulo}</h3>
        <p>
          {survey.obligatoria ? (
            <span className="surveys-badge surveys-badge--mandatory">{t('mandatory')}</span>
          ) : null}
          <span className="surveys-badge">{survey.contestada ? t('answered') : t('pendingBadge')}</span>
          {survey.fechaFin ? t('closesOn', { date: formatDate(survey.fechaFin, i18n.language) }) : null}
        </p>
      </div>
      {survey.contestada ? null : (
        <Link
          className="portal-button"
          to={surveyPath(survey)}
          aria-label={`${t('answer')}: ${survey.titulo}`}
        >
          {t('answer')}
        </Link>
      )}
    </li>
  );
};
