import type { Language } from '@portal/contracts';

/** A link of the help to a page of the portal (a CV section is `/mi-perfil-cv#<anchor>`). */
export interface HelpLink {
  to: string;
  label: string;
}

/** One topic of the help: its anchor, its heading, paragraphs, an optional list and links. */
export interface HelpTopic {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
  links?: HelpLink[];
}

export interface HelpText {
  intro: string;
  contents: string;
  topics: HelpTopic[];
  /** The careers office's addresses, from the brand (emailsContacto). */
  contact: { title: string; text: string; internships: string; jobs: string; general: string; form: string };
}

const cv = (anchor: string) => `/mi-perfil-cv#${anchor}`;

/**
 * The student's help (/ayuda and the help popup of the CV page): how to complete the CV and why
 * each part counts when applying, how applying and the candidacy states work, the internships'
 * documents, and whom to ask. Written for this portal, in es, ca and en.
 */
export const helpText: Record<Language, HelpText> = {
  es: {
    intro:
      'Aquí tienes lo que necesitas saber para completar tu CV, presentarte a ofertas y seguir tus candidaturas y prácticas.',
    contents: 'Contenido',
    topics: [
      {
        id: 'ayuda-cv',
        title: 'Completar tu CV',
        paragraphs: [
          'Las empresas ven tu CV cuando te presentas a una oferta, y el portal comprueba con él si cumples lo que pide cada oferta. Cada sección se edita en su sitio con «Editar» o «Añadir» y se guarda por separado.',
        ],
        items: [
          'Datos personales: DNI, teléfono y correo son imprescindibles para que la empresa y el servicio de prácticas puedan contactar contigo. Los datos validados por el servicio aparecen bloqueados.',
          'Estudios: añade tus estudios en la universidad (titulación y curso) y los demás que tengas; el servicio de empleo puede verificarlos. Deciden a qué ofertas puedes presentarte (titulación, nivel y créditos): sin ninguno no puedes inscribirte.',
          'Idiomas, experiencia, formación, informática y competencias: las ofertas pueden exigirlos como requisitos; lo que no esté en tu CV no cuenta.',
          'Búsqueda activa: activa «Busco prácticas» o «Busco empleo»; sin ella no puedes presentarte a ofertas de ese tipo.',
          'Documentos: algunas ofertas piden un CV propio en PDF o documentos concretos (por ejemplo, el certificado de matrícula).',
          'Seguridad Social: desde el 1 de enero de 2024 el número de la Seguridad Social es obligatorio para hacer prácticas.',
        ],
        links: [
          { to: cv('datos-personales'), label: 'Ir a mis datos personales' },
          { to: cv('estudios'), label: 'Ir a mis estudios' },
          { to: cv('busqueda'), label: 'Ir a la búsqueda activa' },
          { to: cv('documentos'), label: 'Ir a mis documentos' },
          { to: cv('seguridad-social'), label: 'Ir a mis datos de la Seguridad Social' },
        ],
      },
      {
        id: 'ayuda-candidaturas',
        title: 'Presentarte a ofertas y estado de tus candidaturas',
        paragraphs: [
          'Abre una oferta y pulsa «Inscribirme en la oferta». El portal comprueba al momento que cumples sus condiciones; si falta algo, te dice qué es y dónde completarlo. Puedes retirar tu candidatura mientras la empresa no la haya tramitado.',
          'En «Mis candidaturas» ves el estado de cada una: inscrita, preseleccionada, seleccionada o descartada. Si la empresa te ofrece una preinscripción, acéptala o recházala indicando el motivo.',
        ],
        links: [
          { to: '/ofertas-practicas', label: 'Ver ofertas de prácticas' },
          { to: '/ofertas-empleo', label: 'Ver ofertas de empleo' },
          { to: '/mis-candidaturas', label: 'Ver mis candidaturas' },
        ],
      },
      {
        id: 'ayuda-practicas',
        title: 'Prácticas y sus documentos',
        paragraphs: [
          'Cuando te seleccionan para unas prácticas, aparecen en «Mis prácticas» con sus fechas, su empresa y sus documentos: el acuerdo de prácticas que se firma, los informes y la memoria final. Descarga los que te den y sube los que te pidan dentro de plazo.',
          'Antes de empezar necesitas tener en tu CV el DNI, el teléfono y el número de la Seguridad Social.',
        ],
        links: [{ to: '/mis-practicas', label: 'Ver mis prácticas' }],
      },
    ],
    contact: {
      title: 'Contactar con el servicio de empleo y prácticas',
      text: 'Si tienes dudas, escríbenos:',
      internships: 'Prácticas',
      jobs: 'Empleo',
      general: 'Consultas generales',
      form: 'O usa el formulario de contacto',
    },
  },
  ca: {
    intro:
      'Aquí tens el que cal saber per completar el teu CV, presentar-te a ofertes i seguir les teves candidatures i pràctiques.',
    contents: 'Contingut',
    topics: [
      {
        id: 'ayuda-cv',
        title: 'Completar el teu CV',
        paragraphs: [
          "Les empreses veuen el teu CV quan et presentes a una oferta, i el portal comprova amb ell si compleixes el que demana cada oferta. Cada secció s'edita al seu lloc amb «Edita» o «Afegeix» i es desa per separat.",
        ],
        items: [
          "Dades personals: el DNI, el telèfon i el correu són imprescindibles perquè l'empresa i el servei de pràctiques puguin contactar amb tu. Les dades validades pel servei apareixen bloquejades.",
          "Estudis: afegeix-hi els teus estudis a la universitat (titulació i curs) i els altres que tinguis; el servei d'ocupació els pot verificar. Decideixen a quines ofertes et pots presentar (titulació, nivell i crèdits): sense cap no t'hi pots inscriure.",
          'Idiomes, experiència, formació, informàtica i competències: les ofertes els poden exigir com a requisits; el que no sigui al teu CV no compta.',
          "Cerca activa: activa «Cerco pràctiques» o «Cerco feina»; sense això no et pots presentar a ofertes d'aquest tipus.",
          'Documents: algunes ofertes demanen un CV propi en PDF o documents concrets (per exemple, el certificat de matrícula).',
          "Seguretat Social: des de l'1 de gener de 2024 el número de la Seguretat Social és obligatori per fer pràctiques.",
        ],
        links: [
          { to: cv('datos-personales'), label: 'Ves a les meves dades personals' },
          { to: cv('estudios'), label: 'Ves als meus estudis' },
          { to: cv('busqueda'), label: 'Ves a la cerca activa' },
          { to: cv('documentos'), label: 'Ves als meus documents' },
          { to: cv('seguridad-social'), label: 'Ves a les meves dades de la Seguretat Social' },
        ],
      },
      {
        id: 'ayuda-candidaturas',
        title: 'Presentar-te a ofertes i estat de les teves candidatures',
        paragraphs: [
          "Obre una oferta i prem «Inscriu-me a l'oferta». El portal comprova a l'instant que compleixes les seves condicions; si falta alguna cosa, et diu què és i on completar-la. Pots retirar la candidatura mentre l'empresa no l'hagi tramitada.",
          "A «Les meves candidatures» veus l'estat de cadascuna: inscrita, preseleccionada, seleccionada o descartada. Si l'empresa t'ofereix una preinscripció, accepta-la o rebutja-la indicant-ne el motiu.",
        ],
        links: [
          { to: '/ofertas-practicas', label: 'Mostra les ofertes de pràctiques' },
          { to: '/ofertas-empleo', label: 'Mostra les ofertes de feina' },
          { to: '/mis-candidaturas', label: 'Mostra les meves candidatures' },
        ],
      },
      {
        id: 'ayuda-practicas',
        title: 'Pràctiques i els seus documents',
        paragraphs: [
          "Quan et seleccionen per a unes pràctiques, apareixen a «Les meves pràctiques» amb les dates, l'empresa i els documents: l'acord de pràctiques que se signa, els informes i la memòria final. Descarrega els que et donin i puja els que et demanin dins del termini.",
          'Abans de començar has de tenir al CV el DNI, el telèfon i el número de la Seguretat Social.',
        ],
        links: [{ to: '/mis-practicas', label: 'Mostra les meves pràctiques' }],
      },
    ],
    contact: {
      title: "Contactar amb el servei d'ocupació i pràctiques",
      text: 'Si tens dubtes, escriu-nos:',
      internships: 'Pràctiques',
      jobs: 'Ocupació',
      general: 'Consultes generals',
      form: 'O fes servir el formulari de contacte',
    },
  },
  en: {
    intro:
      'What you need to know to complete your CV, apply to offers and follow your applications and internships.',
    contents: 'Contents',
    topics: [
      {
        id: 'ayuda-cv',
        title: 'Completing your CV',
        paragraphs: [
          'Companies see your CV when you apply to an offer, and the portal checks it against what each offer asks for. Each section is edited in place with “Edit” or “Add” and saved on its own.',
        ],
        items: [
          'Personal details: your ID, phone and e-mail let the company and the internships office reach you. Details validated by the office are locked.',
          'Education: add your studies at the university (degree and year) and any others; the careers service may verify them. They decide which offers you can apply to (degree, level and credits): without any you cannot apply.',
          'Languages, experience, training, IT skills and competences: offers may require them; what is not in your CV does not count.',
          'Active search: switch on “Looking for internships” or “Looking for a job”; without it you cannot apply to offers of that type.',
          'Documents: some offers ask for your own CV as a PDF or for specific documents (an enrolment certificate, for example).',
          'Social security: since 1 January 2024 internships require your social security number.',
        ],
        links: [
          { to: cv('datos-personales'), label: 'Go to my personal details' },
          { to: cv('estudios'), label: 'Go to my education' },
          { to: cv('busqueda'), label: 'Go to active search' },
          { to: cv('documentos'), label: 'Go to my documents' },
          { to: cv('seguridad-social'), label: 'Go to my social security details' },
        ],
      },
      {
        id: 'ayuda-candidaturas',
        title: 'Applying to offers and the state of your applications',
        paragraphs: [
          'Open an offer and press “Apply for this offer”. The portal checks at once that you meet its conditions; if something is missing, it tells you what and where to complete it. You can withdraw an application as long as the company has not processed it.',
          '“My applications” shows the state of each one: applied, shortlisted, selected or turned down. When a company offers you a pre-enrolment, accept it or decline it giving a reason.',
        ],
        links: [
          { to: '/ofertas-practicas', label: 'See internship offers' },
          { to: '/ofertas-empleo', label: 'See job offers' },
          { to: '/mis-candidaturas', label: 'See my applications' },
        ],
      },
      {
        id: 'ayuda-practicas',
        title: 'Internships and their documents',
        paragraphs: [
          'When you are selected for an internship, it appears in “My internships” with its dates, its company and its documents: the internship agreement to be signed, the reports and the final report. Download those you are given and upload those you are asked for on time.',
          'Before starting you need your ID, phone and social security number in your CV.',
        ],
        links: [{ to: '/mis-practicas', label: 'See my internships' }],
      },
    ],
    contact: {
      title: 'Contacting the careers and internships office',
      text: 'If you have questions, write to us:',
      internships: 'Internships',
      jobs: 'Jobs',
      general: 'General enquiries',
      form: 'Or use the contact form',
    },
  },
};
