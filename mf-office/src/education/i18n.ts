import { registerTranslationsByLanguage } from '@portal/i18n';

/** Texts of the form that registers an education centre's request, in the `officeEducation` namespace (the rules' words: educationFieldMessages). */
registerTranslationsByLanguage('officeEducation', {
  es: {
    open: 'Registrar una solicitud de un centro',
    close: 'Cerrar el formulario',
    legend: 'Nueva solicitud de prácticas de un centro educativo',
    intro:
      'Registra la solicitud que un centro educativo ha enviado al servicio: la empresa la recibe al momento para completarla y aceptarla o rechazarla.',
    companyLegend: 'Empresa',
    cif: 'CIF de la empresa',
    cifHint: 'La empresa debe tener cuenta en el portal.',
    centreLegend: 'Centro educativo',
    provincia: 'Provincia del centro',
    idCentro: 'Centro educativo',
    choose: 'Elige una opción',
    chooseProvinceFirst: 'Elige primero la provincia.',
    loadingCentres: 'Cargando los centros de la provincia…',
    centresFailed: 'No se han podido cargar los centros de la provincia.',
    provincesFailed: 'No se ha podido cargar la lista de provincias.',
    retry: 'Reintentar',
    noCentres: 'Esta provincia no tiene centros en la lista.',
    placementLegend: 'Prácticas solicitadas',
    cicloFormativo: 'Ciclo formativo',
    plazas: 'Plazas solicitadas',
    alumnos: 'Alumnado (opcional)',
    alumnosHint: 'Un nombre por línea; no más que las plazas.',
    fechaInicio: 'Fecha de inicio',
    fechaFin: 'Fecha de fin',
    horas: 'Horas',
    tutorLegend: 'Tutor o tutora del centro',
    tutorNombre: 'Nombre',
    tutorEmail: 'Correo electrónico',
    tutorTelefono: 'Teléfono (opcional)',
    observaciones: 'Observaciones del centro (opcional)',
    register: 'Registrar la solicitud',
    unknownCif: 'Ninguna empresa del portal tiene este CIF',
    unknownCentre: 'Este centro no está en la lista: elígelo de nuevo',
    registeredBody:
      'La solicitud de {{centre}} para {{cif}} está registrada: la empresa ya la tiene para responder.',
    seeIt: 'Ver la solicitud en la cola',
  },
  ca: () =>
    import(/* webpackChunkName: "language-ca-office-education-i18n" */ './i18n.ca').then(
      (texts) => texts.officeEducation,
    ),
  en: () =>
    import(/* webpackChunkName: "language-en-office-education-i18n" */ './i18n.en').then(
      (texts) => texts.officeEducation,
    ),
});
