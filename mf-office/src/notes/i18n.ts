import { registerTranslationsByLanguage } from '@portal/i18n';
import { informativeNoteMaxBytes } from '@portal/contracts';
import { noteLimits } from './logic';

const megabytes = informativeNoteMaxBytes / 1024 / 1024;

/** Texts of the informative notes pages of the careers office, in the `officeNotes` namespace. */
registerTranslationsByLanguage('officeNotes', {
  es: {
    title: 'Notas informativas',
    intro:
      'Las notas informativas sobre las prácticas curriculares y extraordinarias que las empresas leen y descargan en su documentación. Una nota publicada se ve al momento; retírala cuando deje de ser cierta.',
    newOne: 'Publicar una nota',
    closeForm: 'Cerrar el formulario',
    listTitle: 'Notas publicadas y retiradas',
    caption: 'Notas informativas, de la más reciente a la más antigua',
    empty: 'Todavía no se ha publicado ninguna nota informativa.',
    note: 'Nota',
    for: 'Para',
    published: 'Publicación',
    state: 'Estado',
    actions: 'Acciones',
    kinds: {
      curricular: 'Empresas con prácticas curriculares',
      extraordinaria: 'Empresas con prácticas extraordinarias',
    },
    kindNames: { curricular: 'Prácticas curriculares', extraordinaria: 'Prácticas extraordinarias' },
    publishedOn: 'El {{date}}',
    publishedBy: 'por {{name}}',
    fromSeed: 'con los datos iniciales',
    states: { publicada: 'Publicada', retirada: 'Retirada' },
    withdrawnOn: 'Retirada el {{date}}',
    ownPdf: 'PDF propio',
    generatedPdf: 'PDF generado del texto',
    downloadAction: 'Descargar PDF',
    download: 'Descargar PDF de «{{title}}»',
    downloadFailed: 'No se ha podido descargar el PDF. Comprueba tu conexión y vuelve a intentarlo.',
    withdrawAction: 'Retirar',
    withdraw: 'Retirar «{{title}}»',
    confirmWithdrawTitle: '¿Retirar esta nota informativa?',
    confirmWithdrawBody:
      'Las empresas dejarán de verla y de poder descargarla en cuanto la retires. Una nota retirada no se puede volver a publicar: publica una nueva si hace falta.',
    cancel: 'Cancelar',
    publishedNotice: 'Nota publicada',
    publishedNoticeBody: 'Las empresas ya ven «{{title}}» en su documentación.',
    withdrawnNotice: 'Nota retirada',
    withdrawnNoticeBody: 'Las empresas ya no ven «{{title}}».',
    formTitle: 'Nueva nota informativa',
    formIntro:
      'Escribe el texto de la nota (su PDF se genera a partir de él), adjunta un PDF propio, o ambos: si adjuntas un PDF, es lo que descargan las empresas.',
    kindLegend: '¿Para qué prácticas es la nota?',
    titleLabel: 'Título',
    titleHint: `Entre ${noteLimits.titleMin} y ${noteLimits.titleMax} caracteres.`,
    summaryLabel: 'Resumen',
    summaryHint: `Lo que las empresas leen en la lista, entre ${noteLimits.summaryMin} y ${noteLimits.summaryMax} caracteres.`,
    textLabel: 'Texto de la nota',
    textHint: 'Separa los párrafos con una línea en blanco. Obligatorio si no adjuntas un PDF.',
    pdfLabel: 'PDF propio (opcional)',
    pdfHint: `Un fichero PDF de hasta ${megabytes} MB.`,
    pdfChosen: 'Elegido: {{name}}',
    pdfRemove: 'Quitar el PDF',
    uploading: 'Enviando la nota',
    publish: 'Publicar la nota',
    problems: {
      required: 'Este campo es requerido',
      kindRequired: 'Elige para qué prácticas es la nota',
      tooShort: 'El texto es demasiado corto',
      tooLong: 'El texto es demasiado largo',
      textOrPdf: 'Escribe el texto de la nota o adjunta un PDF',
      fileType: 'El fichero debe ser un PDF (.pdf)',
      fileSize: `El PDF no puede ocupar más de ${megabytes} MB`,
    },
  },
  ca: () =>
    import(/* webpackChunkName: "language-ca-office-notes-i18n" */ './i18n.ca').then(
      (texts) => texts.officeNotes,
    ),
  en: () =>
    import(/* webpackChunkName: "language-en-office-notes-i18n" */ './i18n.en').then(
      (texts) => texts.officeNotes,
    ),
});
