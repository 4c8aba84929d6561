import { registerTranslationsByLanguage } from '@portal/i18n';

/** Texts of the help, the guides page, the home's guides module and the missing-data dialog (namespace cv). */
registerTranslationsByLanguage('cv', {
  es: {
    help: {
      title: 'Ayuda',
      open: 'Ayuda',
      close: 'Cerrar la ayuda',
      loading: 'Cargando la ayuda…',
      failed: 'No se ha podido abrir la ayuda',
    },
    guides: {
      title: 'Guías de orientación',
      none: 'Aún no hay guías de orientación.',
      open: 'Abrir la guía «{{name}}»',
      seeAll: 'Ver todas las guías',
    },
    missing: {
      title: 'Completa tus datos personales',
      text: 'Para presentarte a ofertas y hacer prácticas te faltan estos datos:',
      ssnTitle: 'Falta tu número de la Seguridad Social',
      ssnText: 'Desde el 1 de enero de 2024 es obligatorio para hacer prácticas.',
      ssnLink: 'Añadir mis datos de la Seguridad Social',
      dialogTitle: 'Completa tus datos',
      close: 'Cerrar',
      sections: {
        'datos-personales': 'Datos personales',
        estudios: 'Estudios',
        'seguridad-social': 'Datos de la Seguridad Social',
        'permiso-trabajo': 'Permiso de trabajo',
      },
    },
  },
  ca: () => import(/* webpackChunkName: "language-ca-cv-i18n-guides" */ './i18n-guides.ca').then((texts) => texts.cv),
  en: () => import(/* webpackChunkName: "language-en-cv-i18n-guides" */ './i18n-guides.en').then((texts) => texts.cv),
});
