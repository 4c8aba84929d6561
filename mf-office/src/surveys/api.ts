import type {
  officeSurveyChangeResponse,
  officeSurveyResponse,
  officeSurveyResultsResponse,
  officeSurveysResponse,
  Language,
  OfficeSurveyEditRequest,
  OfficeSurveyFields,
  OfficeSurveySegment,
} from '@portal/contracts';
import { call, downloadBlob, type CallOptions } from '@portal/api-client';
import { asStaff, endedOnLoss, inLanguage } from '../api';

/**
 * The office's calls on surveys. Loads go to the shell's banner too; changes are answered in
 * place by the page (silent), where their refusal belongs to what was tried.
 */
const silent: CallOptions = { silent: true };
const change = (url: string, data: object) =>
  endedOnLoss(call<typeof officeSurveyChangeResponse>({ method: 'POST', url, data, headers: { ...asStaff(), ...inLanguage() } }, silent));

export interface ResultsFilter {
  segmento: OfficeSurveySegment;
  titulacion: string;
}
const queryOf = ({ segmento, titulacion }: ResultsFilter, idioma?: Language) => {
  const query = new URLSearchParams({ segmento });
  if (titulacion) query.set('titulacion', titulacion);
  if (idioma) query.set('idioma', idioma);
  return query.toString();
};

export const surveysApi = {
  list: () => endedOnLoss(call<typeof officeSurveysResponse>({ url: '/api/Orientacion/encuestas', headers: asStaff() })),
  one: (id: number) => endedOnLoss(call<typeof officeSurveyResponse>({ url: `/api/Orientacion/encuestas/${id}`, headers: asStaff() })),
  create: (body: OfficeSurveyFields) => change('/api/Orientacion/encuestas', body),
  edit: (id: number, body: OfficeSurveyEditRequest) => change(`/api/Orientacion/encuestas/${id}`, body),
  publish: (id: number, version: string) => change(`/api/Orientacion/encuestas/${id}/publicar`, { version }),
  close: (id: number, version: string) => change(`/api/Orientacion/encuestas/${id}/cerrar`, { version }),
  results: (id: number, filter: ResultsFilter) =>
    endedOnLoss(
      call<typeof officeSurveyResultsResponse>(
        { url: `/api/Orientacion/encuestas/${id}/resultados?${queryOf(filter)}`, headers: { ...asStaff(), ...inLanguage() } },
        silent,
      ),
    ),
  download: (id: number, format: 'csv' | 'xlsx', filter: ResultsFilter, idioma: Language) =>
    endedOnLoss(downloadBlob({ url: `/api/Orientacion/encuestas/${id}/resultados/${format}?${queryOf(filter, idioma)}`, headers: asStaff() })),
};
