import { z } from 'zod';
import { offerStateSchema } from './offers';
import { envelope } from '../platform/envelope';
import { offerTypeSchema } from '../offers/offers';

/**
 * The careers office's validation of company offers (spec 001 §4 publication: a new offer waits
 * for the office). The office logs in with its own staff account (POST /api/Orientacion/logaUsuario);
 * its token is good for the /api/Orientacion calls only. Its screens come later.
 */
export const staffLoginRequest = z.object({
  usuario: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export const staffLoginResponse = envelope(z.object({ token: z.string(), nombre: z.string() }));

/** An offer waiting for validation, oldest first. */
export const pendingOffer = z.object({
  idOferta: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  tipo: offerTypeSchema,
  empresa: z.string(),
  idEmpresa: z.number().int(),
  fecha: z.string(),
});
export const pendingOffersResponse = envelope(z.array(pendingOffer));

export const validateOfferRequest = z.object({ urlOferta: z.string().trim().min(1).max(200) });
/** Rejecting says why: the company reads it as descripcionEstadoMotivo. */
export const rejectOfferRequest = validateOfferRequest.extend({
  motivo: z.string().trim().min(3, 'required').max(1000),
});
export const offerDecisionResponse = envelope(z.object({ idOferta: z.number().int(), estado: offerStateSchema }));
