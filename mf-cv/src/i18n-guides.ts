import { registerTranslations } from '@portal/i18n';

/** Texts of the help, the guides page, the home's guides module and the missing-data dialog (namespace cv). */
registerTranslations('cv', {
  es: {
    help: { title: 'Ayuda', open: 'Ayuda', close: 'Cerrar la ayuda' },
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
  ca: {
    help: { title: 'Ajuda', open: 'Ajuda', close: "Tanca l'ajuda" },
    guides: {
      title: "Guies d'orientació",
      none: "Encara no hi ha guies d'orientació.",
      open: 'Obre la guia «{{name}}»',
      seeAll: 'Mostra totes les guies',
    },
    missing: {
      title: 'Completa les teves dades personals',
      text: 'Per presentar-te a ofertes i fer pràctiques et falten aquestes dades:',
      ssnTitle: 'Falta el teu número de la Seguretat Social',
      ssnText: "Des de l'1 de gener de 2024 és obligatori per fer pràctiques.",
      ssnLink: 'Afegeix les meves dades de la Seguretat Social',
      dialogTitle: 'Completa les teves dades',
      close: 'Tanca',
      sections: {
        'datos-personales': 'Dades personals',
        estudios: 'Estudis',
        'seguridad-social': 'Dades de la Seguretat Social',
        'permiso-trabajo': 'Permís de treball',
      },
    },
  },
  en: {
    help: { title: 'Help', open: 'Help', close: 'Close the help' },
    guides: {
      title: 'Orientation guides',
      none: 'There are no orientation guides yet.',
      open: 'Open the guide “{{name}}”',
      seeAll: 'See all guides',
    },
    missing: {
      title: 'Complete your personal details',
      text: 'To apply to offers and do internships you still need:',
      ssnTitle: 'Your social security number is missing',
      ssnText: 'Since 1 January 2024 internships require it.',
      ssnLink: 'Add my social security details',
      dialogTitle: 'Complete your details',
      close: 'Close',
      sections: {
        'datos-personales': 'Personal details',
        estudios: 'Education',
        'seguridad-social': 'Social security details',
        'permiso-trabajo': 'Work permit',
      },
    },
  },
});
