import type { CompanyBrandSettings } from './brand';

/**
 * The company side's settings of a brand that has none (brand.ts): a cautious institution, the
 * careers office validates every offer, optional actions on. Without zod: the shell's header and
 * guards read them on every first view.
 */
export const companyBrandDefaults: CompanyBrandSettings = {
  publicacionDirectaOfertas: false,
  duplicarOfertas: true,
  duplicarOfertasPerfilContrario: true,
  cerrarOfertas: true,
  eliminarOfertas: true,
  compruebaIban: true,
  mostrarReferenciaOferta: true,
  menuSolicitudesPracticasEducacion: true,
  subidaDocumentacion: true,
  solicitarEmpresaDestino: false,
  direccionContactos: true,
  tipoEmpresa: true,
  solicitarCambioPracticas: true,
  programasPracticas: true,
  maxSolicitudesEducacionAceptadas: 3,
  camposOferta: {},
};
