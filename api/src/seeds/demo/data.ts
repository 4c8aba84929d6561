import type { BrandSettings, OfferType } from '@portal/contracts';

/**
 * The demo institution: what a fresh portal shows (README, Demo accounts). Dates are offsets in
 * days from the moment a row is first inserted, so a new portal always has recent offers and
 * upcoming events; later starts keep them as they are.
 */

export const demoPassword = 'demo1234';

const site = 'https://universidad.example.org';

export const demoBrand: BrandSettings = {
  nombreInstitucion: 'Universidad de Demostración',
  colores: { primario: '#0b4f6c', secundario: '#c25e00', texto: '#1d1d1f', fondo: '#f6f7f9' },
  logos: { cabecera: '/brand/logo-cabecera.svg', pie: '/brand/logo-pie.svg' },
  fuentes: { titulos: 'Nunito', texto: 'Lato' },
  enlacesPie: {
    es: [
      { texto: 'Aviso legal', url: `${site}/aviso-legal` },
      { texto: 'Política de privacidad', url: '/politica-privacidad' },
      { texto: 'Política de cookies', url: '/politica-cookies' },
      { texto: 'Protección de datos', url: '/proteccion-datos' },
      { texto: 'Accesibilidad', url: `${site}/accesibilidad` },
    ],
    ca: [
      { texto: 'Avís legal', url: `${site}/ca/avis-legal` },
      { texto: 'Política de privacitat', url: '/politica-privacitat' },
      { texto: 'Política de galetes', url: '/politica-galetes' },
      { texto: 'Protecció de dades', url: '/proteccio-dades' },
      { texto: 'Accessibilitat', url: `${site}/ca/accessibilitat` },
    ],
    en: [
      { texto: 'Legal notice', url: `${site}/en/legal-notice` },
      { texto: 'Privacy policy', url: '/politica-privacidad' },
      { texto: 'Cookie policy', url: '/politica-cookies' },
      { texto: 'Data protection', url: '/proteccion-datos' },
      { texto: 'Accessibility', url: `${site}/en/accessibility` },
    ],
  },
  emailsContacto: {
    practicas: 'practicas@universidad.example.org',
    empleo: 'empleo@universidad.example.org',
    general: 'orientacion@universidad.example.org',
  },
  idAnalytics: null,
  mantenimiento: false,
  version: '3.4.2',
  languagebydefault: 'es',
  // The employment forum's site opens the portal with ?forum and hands over the login.
  origenesLoginExterno: ['https://foro.universidad.example.org', 'http://localhost:8090'],
  flags: {
    hasEventos: true,
    hasGuiasOrientacion: true,
    canCambiarPracticas: true,
    canBorrarCuenta: true,
    hashelp: true,
    popupDatosObligatorios: false,
    checkDatosCompletosEmpresa: false,
    canRegistroAlumno: true,
    verificarEstudiosDeclarados: false,
  },
  inicioAlumno: {
    banner: {
      titulo: {
        es: 'Foro de Empleo y Prácticas 2026',
        ca: "Fòrum d'Ocupació i Pràctiques 2026",
        en: 'Jobs and Internships Fair 2026',
      },
      texto: {
        es: 'Más de cuarenta empresas buscan talento en el campus el 14 y 15 de diciembre.',
        ca: 'Més de quaranta empreses cerquen talent al campus el 14 i 15 de desembre.',
        en: 'More than forty companies look for talent on campus on 14 and 15 December.',
      },
      enlace: '/eventos',
    },
    textoInfo: {
      es: 'El servicio de empleo y prácticas atiende en el edificio de servicios de lunes a viernes, de 9 a 14 h.',
      ca: "El servei d'ocupació i pràctiques atén a l'edifici de serveis de dilluns a divendres, de 9 a 14 h.",
      en: 'The careers office is open in the services building Monday to Friday, 9:00 to 14:00.',
    },
  },
};

export interface SeedCompany {
  cif: string;
  nombreComercial: string;
  nombreFiscal: string;
  descripcion: string;
}

export const demoCompanies: SeedCompany[] = [
  {
    cif: 'B46123451',
    nombreComercial: 'Levante Tech',
    nombreFiscal: 'Tecnologías del Levante S.L.',
    descripcion: 'Consultora de software en Valencia: aplicaciones web y móviles para comercio y logística.',
  },
  {
    cif: 'A08765430',
    nombreComercial: 'Mediterráneo Obras',
    nombreFiscal: 'Construcciones Mediterráneo S.A.',
    descripcion: 'Constructora de obra civil y edificación con sede en Barcelona.',
  },
  {
    cif: 'B07654320',
    nombreComercial: 'Datos Baleares',
    nombreFiscal: 'Consultoría Balear de Datos S.L.',
    descripcion: 'Analítica de datos y business intelligence para el sector turístico.',
  },
  {
    cif: 'B50987650',
    nombreComercial: 'Agroalimentaria del Ebro',
    nombreFiscal: 'Agroalimentaria del Valle del Ebro S.L.',
    descripcion: 'Transformación y control de calidad de productos hortofrutícolas.',
  },
  {
    cif: 'Q2801234B',
    nombreComercial: 'Hospital Universitario Centro',
    nombreFiscal: 'Fundación Hospital Universitario Centro',
    descripcion: 'Hospital universitario de referencia en la Comunidad de Madrid.',
  },
];

export interface SeedStudent {
  email: string;
  nombre: string;
  apellidos: string;
  dni: string;
  telefono: string;
  fechaNacimiento: string;
  conPracticas: boolean;
  conEmpleo: boolean;
  cv: {
    presentacion: string;
    enlacePortfolio: string | null;
    busquedaPracticasActiva: boolean;
    busquedaTrabajoActiva: boolean;
    tienePermisoTrabajo: boolean;
  };
}

export const demoStudents: SeedStudent[] = [
  {
    email: 'alumno@demo.test',
    nombre: 'Lucía',
    apellidos: 'Martín Pérez',
    dni: '12345678Z',
    telefono: '612345678',
    fechaNacimiento: '2001-04-17',
    conPracticas: true,
    conEmpleo: true,
    cv: {
      presentacion:
        'Estudiante de último curso del Grado en Ingeniería Informática. Me interesan el desarrollo web y el análisis de datos; busco prácticas o un primer empleo en un equipo que cuide la calidad.',
      enlacePortfolio: 'https://portfolio.example.org/lucia-martin',
      busquedaPracticasActiva: true,
      busquedaTrabajoActiva: true,
      tienePermisoTrabajo: true,
    },
  },
];

export interface SeedCompanyUser {
  email: string;
  nombre: string;
  /** CIFs of the companies the user acts for. */
  empresas: string[];
}

export const demoCompanyUsers: SeedCompanyUser[] = [
  { email: 'empresa@demo.test', nombre: 'Carmen Ruiz Gómez', empresas: ['B46123451'] },
  { email: 'multi@demo.test', nombre: 'Jordi Vidal Serra', empresas: ['A08765430', 'B07654320'] },
];

export interface SeedOffer {
  urlAcceso: string;
  cif: string;
  titulo: string;
  tipo: OfferType;
  provincia: string;
  /** Published this many days before the first seed. */
  diasDesdePublicacion: number;
  /** Highlighted this many days before the first seed; absent: not highlighted. */
  diasDesdeDestacada?: number;
  estudiaYtrabaja?: boolean;
}

export const demoOffers: SeedOffer[] = [
  {
    urlAcceso: 'desarrollador-full-stack-junior-levante-tech',
    cif: 'B46123451',
    titulo: 'Desarrollador/a full stack junior (React y Node.js)',
    tipo: 'empleo',
    provincia: 'Valencia',
    diasDesdePublicacion: 3,
    diasDesdeDestacada: 1,
  },
  {
    urlAcceso: 'analista-datos-turismo-datos-baleares',
    cif: 'B07654320',
    titulo: 'Analista de datos para el sector turístico',
    tipo: 'empleo',
    provincia: 'Illes Balears',
    diasDesdePublicacion: 6,
  },
  {
    urlAcceso: 'tecnico-prevencion-riesgos-mediterraneo-obras',
    cif: 'A08765430',
    titulo: 'Técnico/a de prevención de riesgos laborales',
    tipo: 'empleo',
    provincia: 'Barcelona',
    diasDesdePublicacion: 9,
  },
  {
    urlAcceso: 'ingeniero-obra-civil-mediterraneo-obras',
    cif: 'A08765430',
    titulo: 'Ingeniero/a de caminos para obra civil',
    tipo: 'empleo',
    provincia: 'Tarragona',
    diasDesdePublicacion: 14,
    diasDesdeDestacada: 4,
  },
  {
    urlAcceso: 'administrativo-contable-agroalimentaria-ebro',
    cif: 'B50987650',
    titulo: 'Administrativo/a contable',
    tipo: 'empleo',
    provincia: 'Zaragoza',
    diasDesdePublicacion: 2,
  },
  {
    urlAcceso: 'enfermero-uci-hospital-universitario-centro',
    cif: 'Q2801234B',
    titulo: 'Enfermero/a para la unidad de cuidados intensivos',
    tipo: 'empleo',
    provincia: 'Madrid',
    diasDesdePublicacion: 20,
  },
  {
    urlAcceso: 'estudia-trabaja-soporte-informatico-levante-tech',
    cif: 'B46123451',
    titulo: 'Programa Estudia y Trabaja: soporte informático',
    tipo: 'empleo',
    provincia: 'Valencia',
    diasDesdePublicacion: 11,
    estudiaYtrabaja: true,
  },
  {
    urlAcceso: 'practicas-marketing-digital-levante-tech',
    cif: 'B46123451',
    titulo: 'Prácticas en marketing digital y redes sociales',
    tipo: 'practicas',
    provincia: 'Valencia',
    diasDesdePublicacion: 5,
    diasDesdeDestacada: 2,
  },
  {
    urlAcceso: 'practicas-laboratorio-calidad-agroalimentaria-ebro',
    cif: 'B50987650',
    titulo: 'Prácticas en laboratorio de calidad alimentaria',
    tipo: 'practicas',
    provincia: 'Zaragoza',
    diasDesdePublicacion: 8,
  },
  {
    urlAcceso: 'practicas-ciencia-datos-datos-baleares',
    cif: 'B07654320',
    titulo: 'Prácticas de ciencia de datos',
    tipo: 'practicas',
    provincia: 'Illes Balears',
    diasDesdePublicacion: 1,
  },
  {
    urlAcceso: 'practicas-recursos-humanos-hospital-universitario-centro',
    cif: 'Q2801234B',
    titulo: 'Prácticas en recursos humanos',
    tipo: 'practicas',
    provincia: 'Madrid',
    diasDesdePublicacion: 12,
  },
  {
    urlAcceso: 'practicas-arquitectura-tecnica-mediterraneo-obras',
    cif: 'A08765430',
    titulo: 'Prácticas de arquitectura técnica en obra',
    tipo: 'practicas',
    provincia: 'Barcelona',
    diasDesdePublicacion: 16,
    diasDesdeDestacada: 6,
  },
  {
    urlAcceso: 'practicas-desarrollo-movil-levante-tech',
    cif: 'B46123451',
    titulo: 'Prácticas de desarrollo de aplicaciones móviles',
    tipo: 'practicas',
    provincia: 'Valencia',
    diasDesdePublicacion: 22,
  },
];

export const demoEventCategories = [
  { slug: 'ferias', nombre: 'Ferias de empleo' },
  { slug: 'talleres', nombre: 'Talleres' },
  { slug: 'presentaciones-empresa', nombre: 'Presentaciones de empresa' },
  { slug: 'emprendimiento', nombre: 'Emprendimiento' },
  { slug: 'networking', nombre: 'Networking' },
] as const;

export interface SeedEvent {
  urlAcceso: string;
  titulo: string;
  entradilla: string;
  descripcion: string;
  categoria: (typeof demoEventCategories)[number]['slug'];
  /** Days from the first seed to the event (negative: already held), at the given hour (UTC). */
  dias: number;
  hora: number;
  lugar: string;
  destacado: boolean;
  imagen: string | null;
  plazas: number | null;
  publico: boolean;
  paraAlumnos: boolean;
  paraEmpresas: boolean;
}

export const demoEvents: SeedEvent[] = [
  {
    urlAcceso: 'foro-empleo-practicas',
    titulo: 'Foro de Empleo y Prácticas',
    entradilla: 'Más de cuarenta empresas e instituciones buscan talento en el campus durante dos días.',
    descripcion:
      'Trae tu CV, habla con los equipos de selección y asiste a las presentaciones. Las empresas participantes publican sus ofertas en el portal durante la semana del foro.',
    categoria: 'ferias',
    dias: 21,
    hora: 9,
    lugar: 'Campus central, pabellón polideportivo',
    destacado: true,
    imagen: '/eventos/foro-empleo.svg',
    plazas: null,
    publico: true,
    paraAlumnos: true,
    paraEmpresas: true,
  },
  {
    urlAcceso: 'taller-cv-que-funciona',
    titulo: 'Taller: un CV que funciona',
    entradilla: 'Cómo contar tu experiencia y tus estudios para superar el primer filtro.',
    descripcion:
      'Sesión práctica de dos horas. Trae tu CV en papel o en el portátil: lo revisaremos en grupos pequeños.',
    categoria: 'talleres',
    dias: 7,
    hora: 16,
    lugar: 'Aula 2.4, edificio de servicios',
    destacado: false,
    imagen: null,
    plazas: 30,
    publico: true,
    paraAlumnos: true,
    paraEmpresas: false,
  },
  {
    urlAcceso: 'presentacion-levante-tech',
    titulo: 'Presentación de empresa: Levante Tech',
    entradilla: 'El equipo de Levante Tech cuenta sus proyectos y su programa de prácticas.',
    descripcion:
      'Presentación de una hora con turno de preguntas. Al final, entrevistas breves con quien lo desee.',
    categoria: 'presentaciones-empresa',
    dias: 14,
    hora: 12,
    lugar: 'Salón de actos de la Escuela de Ingeniería',
    destacado: false,
    imagen: null,
    plazas: 120,
    publico: true,
    paraAlumnos: true,
    paraEmpresas: true,
  },
  {
    urlAcceso: 'webinar-entrevistas-competencias',
    titulo: 'Webinar: entrevistas por competencias',
    entradilla: 'Qué buscan los reclutadores y cómo preparar ejemplos concretos.',
    descripcion: 'Sesión en línea de una hora. El enlace se envía a las personas inscritas el día anterior.',
    categoria: 'talleres',
    dias: 35,
    hora: 17,
    lugar: 'En línea',
    destacado: false,
    imagen: null,
    plazas: 300,
    publico: false,
    paraAlumnos: true,
    paraEmpresas: false,
  },
  {
    urlAcceso: 'jornada-emprendimiento',
    titulo: 'Jornada de emprendimiento universitario',
    entradilla: 'Proyectos de estudiantes, mentores y financiación para empezar.',
    descripcion:
      'Mesa redonda con fundadores que estudiaron en la universidad y presentación del programa de incubación.',
    categoria: 'emprendimiento',
    dias: -20,
    hora: 10,
    lugar: 'Parque científico, sala Ágora',
    destacado: false,
    imagen: null,
    plazas: null,
    publico: true,
    paraAlumnos: true,
    paraEmpresas: true,
  },
  {
    urlAcceso: 'encuentro-antiguos-alumnos',
    titulo: 'Encuentro con antiguos alumnos',
    entradilla: 'Titulados de distintas promociones cuentan cómo fue su primer año de trabajo.',
    descripcion: 'Charla informal seguida de un café para hablar con los ponentes.',
    categoria: 'networking',
    dias: -45,
    hora: 18,
    lugar: 'Cafetería del campus norte',
    destacado: false,
    imagen: null,
    plazas: 60,
    publico: true,
    paraAlumnos: true,
    paraEmpresas: false,
  },
];

/** The demo student is registered for the CV workshop, so an event shows a registration. */
export const demoRegistrations = [{ email: 'alumno@demo.test', evento: 'taller-cv-que-funciona' }];
