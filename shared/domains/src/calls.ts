import {
  type changeReasonsResponse,
  type domainItemsResponse,
  type domainListsResponse,
  type domainsResponse,
  type Language,
} from '@portal/contracts';
import { call, type CallOptions } from '@portal/api-client';

/** The reference-data calls of spec 000 §7 the cache makes; feature code reads the cache instead. */
export const domainsApi = {
  domains: (language: Language, options?: CallOptions) =>
    call<typeof domainsResponse>({ url: `/api/Dominios/dominios/${language}` }, options),
  lists: (language: Language, options?: CallOptions) =>
    call<typeof domainListsResponse>({ url: `/api/Dominios/dominiosList/${language}` }, options),
  changeReasons: (language: Language, options?: CallOptions) =>
    call<typeof changeReasonsResponse>(
      { url: `/api/Dominios/tipoMotivoCambioEstadoCandidatura/${language}` },
      options,
    ),
  candidacyStates: (language: Language, options?: CallOptions) =>
    call<typeof domainItemsResponse>({ url: `/api/Dominios/estadosCandidatura/${language}` }, options),
  companyTypes: (language: Language, options?: CallOptions) =>
    call<typeof domainItemsResponse>({ url: `/api/Dominios/tiposEmpresa/${language}` }, options),
};
