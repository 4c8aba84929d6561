import {
  type anonymousAccessResponse,
  type eventDetailResponse,
  type eventRegistrationResponse,
  type gdprAcceptanceResponse,
  type loginResponse,
  type saveSurveyResponse,
  type surveyAccessResponse,
  type surveyResponse,
  type surveyResultsResponse,
  type EventRegistrationRequest,
  type Language,
  type SurveyAnswer,
  type SurveyLoginRequest,
  type UserType,
} from '@portal/contracts';
import { apiBaseUrl, call, userApi, type CallOptions } from '@portal/api-client';

/**
 * The calls of this remote (spec 000 §7, events and surveys). A survey answered inside the
 * survey page (login or anonymous, also on a foreign site) carries its own token, so it does not
 * touch the portal's session: `surveyToken` is sent when the portal has none.
 */
const withToken = (surveyToken: string | undefined) =>
  surveyToken ? { headers: { Authorization: `Bearer ${surveyToken}` } } : {};

export const eventsApi = {
  event: (userType: UserType, id: number, options?: CallOptions) =>
    call<typeof eventDetailResponse>({ url: `/api/${userType}/dameFichaEvento/${id}` }, options),
  register: (userType: UserType, body: EventRegistrationRequest, options?: CallOptions) =>
    call<typeof eventRegistrationResponse>(
      { method: 'POST', url: `/api/${userType}/inscribirseEnEvento`, data: body },
      options,
    ),
};

export const surveysApi = {
  list: (userType: UserType, options?: CallOptions) => userApi(userType).surveys(options),
  access: (id: number, querystringValue: string, surveyToken?: string, options?: CallOptions) =>
    call<typeof surveyAccessResponse>(
      {
        method: 'POST',
        url: `/api/Encuestas/accesoEncuesta/${id}`,
        data: { querystringValue },
        ...withToken(surveyToken),
      },
      options,
    ),
  login: (id: number, body: SurveyLoginRequest, options?: CallOptions) =>
    call<typeof loginResponse>({ method: 'POST', url: `/api/Encuestas/logaUsuario/${id}`, data: body }, options),
  /** Where the browser goes to log in with the institutional account from this survey; it comes back to its access page. */
  institutionalLoginStart: (id: number) => `${apiBaseUrl()}/api/saml/login?encuesta=${id}`,
  /** Logs in the identity behind the code the institutional login brought back, and checks the survey. */
  institutionalLogin: (id: number, respuesta: string, options?: CallOptions) =>
    call<typeof loginResponse>(
      { method: 'POST', url: `/api/Encuestas/validaRespuestaLoginIntegrado/${id}`, data: { respuesta } },
      options,
    ),
  anonymous: (id: number, options?: CallOptions) =>
    call<typeof anonymousAccessResponse>({ method: 'POST', url: `/api/Encuestas/logaAnonimo/${id}` }, options),
  survey: (id: number, surveyToken?: string, options?: CallOptions) =>
    call<typeof surveyResponse>({ url: `/api/Encuestas/${id}`, ...withToken(surveyToken) }, options),
  save: (id: number, answers: SurveyAnswer[], surveyToken?: string, options?: CallOptions) =>
    call<typeof saveSurveyResponse>(
      {
        method: 'POST',
        url: `/api/Encuestas/guardaContestacionEncuesta/${id}`,
        data: { lContestaciones: answers },
        ...withToken(surveyToken),
      },
      options,
    ),
  acceptGdpr: (surveyToken?: string, options?: CallOptions) =>
    call<typeof gdprAcceptanceResponse>(
      { url: '/api/Encuestas/guardaAceptacionRGPD', ...withToken(surveyToken) },
      options,
    ),
};

/** Results of a survey for the careers office, opened with the survey's secret results key. */
export const surveyResultsApi = {
  results: (id: number, key: string, options?: CallOptions) =>
    call<typeof surveyResultsResponse>({ url: `/api/Encuestas/resultados/${id}`, params: { clave: key } }, options),
  /** The CSV's address, for a plain link: the browser downloads the file itself. */
  csvUrl: (id: number, key: string, language: Language): string =>
    `${apiBaseUrl()}/api/Encuestas/resultados/${id}/csv?${new URLSearchParams({ clave: key, idioma: language }).toString()}`,
};
