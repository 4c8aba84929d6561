import { registerTranslationsByLanguage } from '@portal/i18n';

/** The internship conditions page (/{institution}/condiciones-practicas, spec 000 §2.2 and §9). */
registerTranslationsByLanguage('internshipConditions', {
  es: {
    title: 'Condiciones de las prácticas',
    intro: 'Lo que conviene saber antes de inscribirte en una oferta de prácticas.',
    whoTitle: 'Quién puede hacer prácticas',
    who: 'Estudiantes matriculados en la universidad: prácticas curriculares (forman parte del plan de estudios) o extracurriculares (voluntarias). En un máster de dos años hace falta haber superado al menos el 50 % de los créditos.',
    hoursTitle: 'Horario y dedicación',
    hours: 'Como máximo 5 horas al día y 25 a la semana durante el periodo lectivo; fuera de él, hasta 7 horas al día y 35 a la semana.',
    ssTitle: 'Número de la Seguridad Social',
    ss: 'Desde el 1 de enero de 2024 las prácticas cotizan a la Seguridad Social: necesitas tu número en el CV antes de empezar. Podrás corregirlo hasta que el servicio de empleo lo valide.',
    degreeTitle: 'Si terminas tus estudios',
    degree: 'No solicites el título antes del 31 de agosto si quieres hacer prácticas: al solicitarlo dejas de ser estudiante y ya no puedes hacerlas.',
    aidTitle: 'Ayuda al estudio',
    aid: 'La oferta indica la ayuda al estudio mensual. Unas prácticas sin ayuda deben publicarse al menos 10 días antes de empezar.',
    contact: 'Si tienes dudas, escribe al servicio de empleo y prácticas desde la página de contacto.',
  },
  ca: () => import(/* webpackChunkName: "language-ca-offers-i18n-conditions" */ './i18n-conditions.ca').then((texts) => texts.internshipConditions),
  en: () => import(/* webpackChunkName: "language-en-offers-i18n-conditions" */ './i18n-conditions.en').then((texts) => texts.internshipConditions),
});
