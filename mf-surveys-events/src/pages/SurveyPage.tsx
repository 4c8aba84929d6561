import { useLocation, useParams } from 'react-router-dom';
import { SurveyFlow } from '../surveys/SurveyFlow';

/** `/encuestas/{id}` and `/encuestas/{id}/acceso`: one survey, for logged users and visitors alike. */
const SurveyPage = () => {
  const { id } = useParams();
  const { search } = useLocation();
  return <SurveyFlow surveyId={Number(id)} querystringValue={search.replace(/^\?/, '')} headingLevel={1} />;
};

export default SurveyPage;
