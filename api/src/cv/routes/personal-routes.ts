import {
  CvStatus,
  emailDataRequest,
  missingPersonalDataResponse,
  personalDataRequest,
  socialSecurityRequest,
  socialSecurityStateResponse,
  workPermitRequest,
  workPermitResponse,
} from '@portal/contracts';
import { z } from 'zod';
import { bearer, guardedFailures, ok } from '../../platform/http/envelope';
import { languageOf } from '../../platform/http/messages';
import { readBrand } from '../../brand/brand';
import { saveEmailData, savePersonalData } from '../personal';
import { saveWorkPermit } from '../records';
import {
  missingPersonalData,
  saveSocialSecurityData,
  socialSecurityState,
} from '../social-security';
import { cvNoticeResponse, cvTags, cvWrite, studentOf, type CvPlugin } from './route-kit';

/** Personal data, e-mails, social-security data, work permit, and the checks of what is missing. */
export const cvPersonalRoutes: CvPlugin = async (app, { pool, guards, files }) => {
  const notice = cvNoticeResponse.shape.datos;
  cvWrite(
    app,
    guards,
    '/api/Alumno/editDatosPersonales',
    {
      summary: 'Changes the personal data sent (absent fields stay, null clears), the address included',
      description:
        'The address follows the rules of editDomicilio. A field the careers office validated (validadoDOIP) or the ' +
        'institution does not let students edit is refused (rule locked / notEditable); 84 for a social security ' +
        'number already on file; 94 for a national id of another student.',
      body: personalDataRequest,
      response: notice,
    },
    async (userId, body, request) => {
      // The address rules word their refusals in the caller's language.
      const outcome = await savePersonalData(pool, userId, body, languageOf(request.headers['accept-language']));
      return outcome.ok ? { ok: true, value: { aviso: CvStatus.updated } } : outcome;
    },
  );

  cvWrite(
    app,
    guards,
    '/api/Alumno/editDatosEmail',
    { summary: 'Saves the personal and student e-mails and where communications go', body: emailDataRequest, response: notice },
    async (userId, body) => {
      const outcome = await saveEmailData(pool, userId, body);
      return outcome.ok ? { ok: true, value: { aviso: CvStatus.updated } } : outcome;
    },
  );

  cvWrite(
    app,
    guards,
    '/api/Alumno/addDatosSeguridadSocial',
    {
      summary: 'The "Datos Seguridad Social" form: national id, social security number, privacy policy, document',
      description:
        'The spec names the operation (add document, social security payload) but not its path. 66 when the national ' +
        "id is not the caller's; 83 for a malformed number; 115 when another number is on file; 46 for a document " +
        'that is not a PDF.',
      body: socialSecurityRequest,
      response: z.object({ aviso: z.number().int(), tieneNumSegSocial: z.literal(true) }),
      upload: true,
    },
    (userId, body) => saveSocialSecurityData(pool, files, userId, body),
  );

  cvWrite(
    app,
    guards,
    '/api/Alumno/editPermisoTrabajo',
    {
      summary: 'Saves whether the caller has a work permit',
      description: 'aviso 34 when a nationality outside the EU needs one and there is none: applying is refused with 34.',
      body: workPermitRequest,
      response: workPermitResponse.shape.datos,
    },
    async (userId, body) => ({ ok: true, value: await saveWorkPermit(pool, userId, body.permiso) }),
  );

  const check = <T>(url: string, summary: string, response: z.ZodType, read: (userId: number) => Promise<T>) =>
    app.get(
      url,
      {
        schema: { tags: cvTags, summary, security: bearer, response: { 200: response, ...guardedFailures } },
        onRequest: guards.student,
      },
      async (request) => ok(await read(studentOf(request))),
    );
  check('/api/Alumno/tieneNumSegSocial', 'Whether the social security number is on file and needed today', socialSecurityStateResponse, (userId) =>
    socialSecurityState(pool, userId),
  );
  check(
    '/api/Alumno/faltanDatosPersonalesObligatorios',
    'The mandatory personal data still missing, and whether the popup shows (brand flag popupDatosObligatorios)',
    missingPersonalDataResponse,
    async (userId) => {
      const campos = await missingPersonalData(pool, userId);
      const { flags } = await readBrand(pool);
      return { faltan: campos.length > 0, campos, mostrarPopup: flags.popupDatosObligatorios && campos.length > 0 };
    },
  );
};
