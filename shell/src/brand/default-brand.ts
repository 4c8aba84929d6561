import type { BrandSettings } from '@portal/contracts';

/** What the portal uses when the brand settings cannot be read: neutral colours, no extras. */
export const defaultBrand: BrandSettings = {
  nombreInstitucion: 'Portal de empleo',
  colores: { primario: '#00558c', secundario: '#e37222', texto: '#1d1d1f', fondo: '#f6f7f9' },
  logos: { cabecera: '', pie: '' },
  fuentes: { titulos: 'Nunito', texto: 'Lato' },
  enlacesPie: { es: [], ca: [], en: [] },
  emailsContacto: { practicas: '', empleo: '', general: '' },
  idAnalytics: null,
  mantenimiento: false,
  version: '3.4.2',
  languagebydefault: 'es',
  origenesLoginExterno: [],
  flags: {
    hasEventos: false,
    hasGuiasOrientacion: false,
    canCambiarPracticas: false,
    canBorrarCuenta: false,
    hashelp: false,
    popupDatosObligatorios: false,
    checkDatosCompletosEmpresa: false,
    canRegistroAlumno: false,
    verificarEstudiosDeclarados: false,
  },
};
