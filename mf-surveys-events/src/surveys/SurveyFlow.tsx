import { useState } from 'react';
import { useSession } from '@portal/session';
import { Loading, useApiData, StatusNotice } from '@portal/ui';
import { surveysApi } from '../api';
import { SurveyAccessStep, type SurveySession } from './SurveyAccessStep';
import { SurveyAnswering } from './SurveyAnswering';
import '../surveys-i18n';
import '../surveys.css';

interface SurveyFlowProps {
  surveyId: number;
  /** The query string of the link followed (accesoEncuesta's querystringValue). */
  querystringValue: string;
  /** The survey's title as a heading of this level: 1 on its own page, 2 inside a host page. */
  headingLevel: 1 | 2;
  onAnswered?: () => void;
}

/**
 * A survey from its link to its last answer (spec 000 §4, survey flow): access, then either the
 * portal's session, a login inside the survey or anonymous access, then the questions.
 */
export const SurveyFlow = ({ surveyId, querystringValue, headingLevel, onAnswered }: SurveyFlowProps) => {
  const portalUserType = useSession((state) => (state.token ? state.userType : null));
  const access = useApiData(
    () => surveysApi.access(surveyId, querystringValue, undefined, { silent: true }),
    [surveyId, querystringValue, portalUserType],
  );
  const [surveySession, setSurveySession] = useState<SurveySession | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  if (access.loading) return <Loading />;
  if (!access.data) return <StatusNotice withServerText error={access.error} />;
  const { titulo, descripcion } = access.data;
  const session: SurveySession | null = portalUserType
    ? { kind: 'user', userType: portalUserType, token: '' }
    : surveySession;
  return (
    <section className="surveys-flow" aria-labelledby={`survey-${surveyId}-title`}>
      <Heading id={`survey-${surveyId}-title`} className="portal-page-heading">
        {titulo}
      </Heading>
      {descripcion ? <p className="surveys-flow__description">{descripcion}</p> : null}
      {session === null ? (
        <SurveyAccessStep access={access.data} onReady={setSurveySession} />
      ) : (
        <SurveyAnswering
          surveyId={surveyId}
          respondent={session.kind === 'user' ? session.userType : 'Anonimo'}
          surveyToken={session.kind === 'user' && session.token ? session.token : undefined}
          onAnswered={onAnswered}
        />
      )}
    </section>
  );
};
