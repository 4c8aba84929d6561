// The English texts of i18n-guides.ts, fetched only by a user of that language.
export const cv = {
    help: {
      title: 'Help',
      open: 'Help',
      close: 'Close the help',
      loading: 'Loading the help…',
      failed: 'The help could not be opened',
    },
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
  };
