import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Status,
  acceptPreEnrolmentRequest,
  applyRequest,
  applyResponse,
  candidacyDetailResponse,
  candidacyListResponse,
  confirmationResponse,
  creditWarningResponse,
  missingInternshipDataResponse,
  offerTypeSchema,
  rejectPreEnrolmentRequest,
  type Language,
} from '@portal/contracts';
import { authOf } from '../platform/auth/guards';
import { seenAtLookup } from '../platform/auth/sessions';
import { bearer, fail, guardedFailures, ok, orRefusal, validationFailure } from '../platform/http/envelope';
import { languageOf, messagesFor } from '../platform/http/messages';
import {
  answerPreEnrolment,
  apply,
  applicationCompanion,
  creditWarningFor,
  findCandidacy,
  listCandidacies,
  loadStanding,
  missingDataForInternship,
  withdraw,
} from './candidacies';
import type { Outcome, Refusal } from '../platform/http/outcome';
import type { RouteContext } from '../platform/http/route-context';

const tags = ['Candidaturas'];

/** The "Atención" text of status 80 (spec 000 §8), followed by the unmet requirements. */
const unmetRequirementsText: Record<Language, (requirements: string) => string> = {
  es: (requirements) =>
    `No es posible realizar la candidatura porque no cumples estos requisitos de la oferta: ${requirements}. Revisa los datos guardados en tu perfil o escribe al correo de inscripciones indicando tu DNI y la referencia de la oferta.`,
  ca: (requirements) =>
    `No és possible fer la candidatura perquè no compleixes aquests requisits de l'oferta: ${requirements}. Revisa les dades desades al teu perfil o escriu al correu d'inscripcions indicant el teu DNI i la referència de l'oferta.`,
  en: (requirements) =>
    `You cannot apply because you do not meet these requirements of the offer: ${requirements}. Review the data saved in your profile or write to the enrolment address giving your ID number and the offer reference.`,
};

const refusalEnvelope = (request: FastifyRequest, refusal: Refusal) =>
  refusal.requisitos
    ? {
        ...fail(
          refusal.status,
          unmetRequirementsText[languageOf(request.headers['accept-language'])](
            refusal.requisitos.join(', '),
          ),
        ),
        datos: { requisitos: refusal.requisitos },
      }
    : fail(refusal.status);

const answer = <T>(request: FastifyRequest, outcome: Outcome<T>) =>
  outcome.ok ? ok(outcome.value) : refusalEnvelope(request, outcome.refusal);

const studentIdOf = (request: FastifyRequest) => Number(authOf(request).sub);

/** The student's applications (spec 000 §4, §6, §7): apply, withdraw, pre-enrolment, lists. */
export const candidacyRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  app.post(
    '/api/Alumno/inscribirse',
    {
      schema: {
        tags,
        summary: 'Applies to an offer, checking every enrolment condition',
        description:
          'Refusals: 4 offer not found; 6/7 the offer is for employment/internships (when `tipo` differs); 26 no studies; 32 deregistered; 20/21 no employment/internship service; 23 not enrolled for internships; 111 not authorised for internships; 10 already a candidate; 54 active search off; 55 own CV required; 34 work permit needed; 18/19/47 degree level; 13 another degree; 52 credits missing; 53 only without pending internships; 113 scholarship holders only; 17 overlaps an internship; 11 documents missing; 518 data missing for an internship; 80 requirements not met (`datos.requisitos`). Two requests at once create one candidacy.',
        security: bearer,
        body: applyRequest,
        response: { 200: orRefusal(applyResponse), ...guardedFailures },
      },
      config: { lookupCompanion: applicationCompanion },
      // The session is checked with the offer and the student's standing, once the body is read.
      onRequest: guards.studentToken,
      preValidation: guards.student,
    },
    async (request) =>
      answer(request, await apply(pool, studentIdOf(request), request.body, seenAtLookup(request).companion)),
  );

  app.post(
    '/api/Alumno/desinscribirse',
    {
      schema: {
        tags,
        summary: 'Withdraws an application nobody has processed yet (501)',
        description: '31 when there is no application; 30 when it has been processed.',
        security: bearer,
        body: acceptPreEnrolmentRequest,
        response: { 200: orRefusal(confirmationResponse), ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => {
      const outcome = await withdraw(pool, studentIdOf(request), request.body.urlOferta);
      return outcome.ok ? ok({ codigo: outcome.value }) : refusalEnvelope(request, outcome.refusal);
    },
  );

  app.post(
    '/api/Alumno/aceptarPreinscripcion',
    {
      schema: {
        tags,
        summary: 'Accepts an offered pre-enrolment (519)',
        description: '31 without a candidacy to the offer; 30 when no pre-enrolment awaits an answer.',
        security: bearer,
        body: acceptPreEnrolmentRequest,
        response: { 200: orRefusal(confirmationResponse), ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => {
      const outcome = await answerPreEnrolment(pool, studentIdOf(request), request.body.urlOferta, {
        accept: true,
      });
      return outcome.ok ? ok({ codigo: outcome.value }) : refusalEnvelope(request, outcome.refusal);
    },
  );

  app.post(
    '/api/Alumno/rechazarPreinscripcion',
    {
      schema: {
        tags,
        summary: 'Rejects an offered pre-enrolment with a reason (519)',
        description:
          'The reason must have idEstado 17 and the offer’s profile or none (400, status 15 otherwise). 31 / 30 as for accepting.',
        security: bearer,
        body: rejectPreEnrolmentRequest,
        response: { 200: orRefusal(confirmationResponse), ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request, reply) => {
      const outcome = await answerPreEnrolment(pool, studentIdOf(request), request.body.urlOferta, {
        accept: false,
        reasonId: request.body.idMotivo,
      });
      if (!outcome.ok && outcome.refusal.status === Status.missingMandatoryData) {
        const messages = messagesFor(request);
        return reply.code(400).send(
          validationFailure.parse({
            ...fail(Status.missingMandatoryData, messages.reviewForm),
            errores: [{ campo: 'idMotivo', mensaje: messages.invalid }],
          }),
        );
      }
      return outcome.ok ? ok({ codigo: outcome.value }) : refusalEnvelope(request, outcome.refusal);
    },
  );

  app.get(
    '/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/:id',
    {
      schema: {
        tags,
        summary:
          'Whether to warn, before applying, that the credits passed fall short (id: offer access URL)',
        security: bearer,
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: orRefusal(creditWarningResponse), ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => answer(request, await creditWarningFor(pool, studentIdOf(request), request.params.id)),
  );

  app.get(
    '/api/Alumno/faltaDatosNecesariosPorPractica',
    {
      schema: {
        tags,
        summary: 'The data an internship needs that the student has not given yet (518 when applying)',
        security: bearer,
        response: { 200: orRefusal(missingInternshipDataResponse), ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => {
      const student = await loadStanding(pool, studentIdOf(request));
      return student ? ok({ faltan: missingDataForInternship(student) }) : fail(Status.noStudiesFound);
    },
  );

  for (const [suffix, type] of [
    ['Practicas', 'practicas'],
    ['Empleo', 'empleo'],
  ] as const) {
    app.get(
      `/api/Alumno/dameCandidaturas${suffix}Usuario`,
      {
        schema: {
          tags,
          summary: `The caller’s ${type} candidacies, most recently changed first`,
          security: bearer,
          response: { 200: candidacyListResponse, ...guardedFailures },
        },
        onRequest: guards.student,
      },
      async (request) => ok(await listCandidacies(pool, studentIdOf(request), offerTypeSchema.parse(type))),
    );
  }

  app.get(
    '/api/Alumno/dameCandidatura/:id',
    {
      schema: {
        tags,
        summary: 'One of the caller’s candidacies, by its access URL, with its history (31 otherwise)',
        security: bearer,
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: orRefusal(candidacyDetailResponse), ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => {
      const candidacy = await findCandidacy(pool, studentIdOf(request), request.params.id);
      return candidacy ? ok(candidacy) : fail(Status.applicationNotFound);
    },
  );
};
