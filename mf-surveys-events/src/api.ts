import {
  anonymousAccessResponse,
  eventDetailResponse,
  eventRegistrationResponse,
  gdprAcceptanceResponse,
  loginResponse,
  saveSurveyResponse,
  surveyAccessResponse,
  surveyListResponse,
  surveyResponse,
  surveyResultsResponse,
  type EventRegistrationRequest,
  type Language,
  type SurveyAnswer,
  type SurveyLoginRequest,
  type UserType,
} from '@portal/contracts';
import { apiBaseUrl, call, type CallOptions } from '@portal/api-client';

/**
 * The calls of this remote (spec 000 §7, events and surveys). A survey answered inside the
 * survey page (login or anonymous, also on a foreign site) carries its own token, so it does not
 * touch the portal's session: `surveyToken` is sent when the portal has none.
 */
const withToken = (surveyToken: string | undefined) =>
  surveyToken ? { headers: { Authorization: `Bearer ${surveyToken}` } } : {};

export const eventsApi = {
  event: (userType: UserType, id: number, options?: CallOptions) =>
    call({ url: `/api/${userType}/dameFichaEvento/${id}` }, eventDetailResponse, options),
  register: (userType: UserType, body: EventRegistrationRequest, options?: CallOptions) =>
    call(
      { method: 'POST', url: `/api/${userType}/inscribirseEnEvento`, data: body },
      eventRegistrationResponse,
      options,
    ),
};

export const surveysApi = {
  list: (userType: UserType, options?: CallOptions) =>
    call(
      { url: userType === 'Empresa' ? '/api/Empresa/dameEncuestas' : '/api/Alumno/dameEncuestasUsuario' },
      surveyListResponse,
      options,
    ),
  access: (id: number, querystringValue: string, surveyToken?: string, options?: CallOptions) =>
    call(
      {
        method: 'POST',
        url: `/api/Encuestas/accesoEncuesta/${id}`,
        data: { querystringValue },
        ...withToken(surveyToken),
      },
      surveyAccessResponse,
      options,
    ),
  login: (id: number, body: SurveyLoginRequest, options?: CallOptions) =>
    call({ method: 'POST', url: `/api/Encuestas/logaUsuario/${id}`, data: body }, loginResponse, options),
  /** Where the browser goes to log in with the institutional account from this survey; it comes back to its access page. */
  institutionalLoginStart: (id: number) => `${apiBaseUrl()}/api/saml/login?encuesta=${id}`,
  /** Logs in the identity behind the code the institutional login brought back, and checks the survey. */
  institutionalLogin: (id: number, respuesta: string, options?: CallOptions) =>
    call(
      { method: 'POST', url: `/api/Encuestas/validaRespuestaLoginIntegrado/${id}`, data: { respuesta } },
      loginResponse,
      options,
    ),
  anonymous: (id: number, options?: CallOptions) =>
    call({ method: 'POST', url: `/api/Encuestas/logaAnonimo/${id}` }, anonymousAccessResponse, options),
  survey: (id: number, surveyToken?: string, options?: CallOptions) =>
    call({ url: `/api/Encuestas/${id}`, ...withToken(surveyToken) }, surveyResponse, options),
  save: (id: number, answers: SurveyAnswer[], surveyToken?: string, options?: CallOptions) =>
    call(
      {
        method: 'POST',
        url: `/api/Encuestas/guardaContestacionEncuesta/${id}`,
        data: { lContestaciones: answers },
        ...withToken(surveyToken),
      },
      saveSurveyResponse,
      options,
    ),
  acceptGdpr: (surveyToken?: string, options?: CallOptions) =>
    call(
      { url: '/api/Encuestas/guardaAceptacionRGPD', ...withToken(surveyToken) },
      gdprAcceptanceResponse,
      options,
    ),
};

/** Results of a survey for the careers office, opened with the survey's secret results key. */
export const surveyResultsApi = {
  results: (id: number, key: string, options?: CallOptions) =>
    call({ url: `/api/Encuestas/resultados/${id}`, params: { clave: key } }, surveyResultsResponse, options),
  /** The CSV's address, for a plain link: the browser downloads the file itself. */
  csvUrl: (id: number, key: string, language: Language): string =>
    `${apiBaseUrl()}/api/Encuestas/resultados/${id}/csv?${new URLSearchParams({ clave: key, idioma: language }).toString()}`,
};
