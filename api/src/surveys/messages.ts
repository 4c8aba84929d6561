import type { FastifyRequest } from 'fastify';
import type { Language } from '@portal/contracts';
import { languageOf } from '../platform/http/messages';

/**
 * The server's own texts for the survey and event refusals (spec 000 §4: a non-zero status of an
 * event registration shows the server's message), in the caller's language.
 */
const texts = {
  es: {
    eventFull: 'No quedan plazas libres en este evento.',
    eventClosed: 'La inscripción a este evento está cerrada.',
    eventNotOpen: 'La inscripción a este evento todavía no se ha abierto.',
    eventAlreadyRegistered: 'Ya estás inscrito en este evento.',
    eventCompanyAlreadyRegistered: 'Tu empresa ya está inscrita en este evento.',
    eventNotForUserType: 'Este evento no admite inscripciones de tu tipo de usuario.',
    eventNotFound: 'El evento no existe.',
    surveyNotAccessible: 'La encuesta no existe o no está abierta.',
    surveyNotForExistingUsers: 'Esta encuesta no se contesta con un usuario del portal.',
    surveyNoAnonymous: 'Esta encuesta no admite respuestas anónimas: inicia sesión para contestarla.',
    surveyNotTarget: 'Esta encuesta no está dirigida a ti.',
    surveyAlreadyAnswered: 'Ya has contestado esta encuesta.',
    surveyQuestionsMissing: 'Para continuar, responde todas las preguntas obligatorias',
    surveyAnswerInvalid:
      'Una de las respuestas no corresponde a las preguntas de tu recorrido por la encuesta.',
  },
  ca: {
    eventFull: 'No queden places lliures en aquest esdeveniment.',
    eventClosed: 'La inscripció a aquest esdeveniment està tancada.',
    eventNotOpen: "La inscripció a aquest esdeveniment encara no s'ha obert.",
    eventAlreadyRegistered: 'Ja estàs inscrit en aquest esdeveniment.',
    eventCompanyAlreadyRegistered: 'La teva empresa ja està inscrita en aquest esdeveniment.',
    eventNotForUserType: "Aquest esdeveniment no admet inscripcions del teu tipus d'usuari.",
    eventNotFound: "L'esdeveniment no existeix.",
    surveyNotAccessible: "L'enquesta no existeix o no està oberta.",
    surveyNotForExistingUsers: 'Aquesta enquesta no es respon amb un usuari del portal.',
    surveyNoAnonymous: 'Aquesta enquesta no admet respostes anònimes: inicia la sessió per respondre-la.',
    surveyNotTarget: 'Aquesta enquesta no està adreçada a tu.',
    surveyAlreadyAnswered: 'Ja has respost aquesta enquesta.',
    surveyQuestionsMissing: 'Per continuar, respon totes les preguntes obligatòries',
    surveyAnswerInvalid:
      "Una de les respostes no correspon a les preguntes del teu recorregut per l'enquesta.",
  },
  en: {
    eventFull: 'There are no places left at this event.',
    eventClosed: 'Registration for this event is closed.',
    eventNotOpen: 'Registration for this event has not opened yet.',
    eventAlreadyRegistered: 'You are already registered for this event.',
    eventCompanyAlreadyRegistered: 'Your company is already registered for this event.',
    eventNotForUserType: 'This event does not take registrations from your type of user.',
    eventNotFound: 'The event does not exist.',
    surveyNotAccessible: 'The survey does not exist or is not open.',
    surveyNotForExistingUsers: 'This survey is not answered with a portal user.',
    surveyNoAnonymous: 'This survey does not take anonymous answers: log in to answer it.',
    surveyNotTarget: 'This survey is not addressed to you.',
    surveyAlreadyAnswered: 'You have already answered this survey.',
    surveyQuestionsMissing: 'To continue, answer all the mandatory questions',
    surveyAnswerInvalid:
      'One of the answers does not belong to the questions on your way through the survey.',
  },
} satisfies Record<Language, Record<string, string>>;

export type SurveyEventMessages = (typeof texts)['es'];

export const surveyEventMessagesFor = (request: FastifyRequest): SurveyEventMessages =>
  texts[languageOf(request.headers['accept-language'])];
