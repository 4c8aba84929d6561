import {
  changeReasonsResponse,
  domainItemsResponse,
  domainListsResponse,
  domainsResponse,
  type Language,
} from '@portal/contracts';
import { call, type CallOptions } from '@portal/api-client';

/** The reference-data calls of spec 000 §7 the cache makes; feature code reads the cache instead. */
export const domainsApi = {
  domains: (language: Language, options?: CallOptions) =>
    call({ url: `/api/Dominios/dominios/${language}` }, domainsResponse, options),
  lists: (language: Language, options?: CallOptions) =>
    call({ url: `/api/Dominios/dominiosList/${language}` }, domainListsResponse, options),
  changeReasons: (language: Language, options?: CallOptions) =>
    call(
      { url: `/api/Dominios/tipoMotivoCambioEstadoCandidatura/${language}` },
      changeReasonsResponse,
      options,
    ),
  companyTypes: (language: Language, options?: CallOptions) =>
    call({ url: `/api/Dominios/tiposEmpresa/${language}` }, domainItemsResponse, options),
};
