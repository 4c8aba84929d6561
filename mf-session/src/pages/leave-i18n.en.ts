// The English texts of leave-i18n.ts, fetched only by a user of that language.
export const leave = {
    title: 'Ask to leave the service',
    intro:
      'You can ask us to erase your account and all your data from the portal: your CV, your documents, your applications, your survey answers, your notifications and your consents.',
    introGrace_one:
      'We erase them {{count}} day after your request, and until then you can cancel it on this page. Companies stop seeing your applications and your CV as soon as you ask.',
    introGrace_other:
      'We erase them {{count}} days after your request, and until then you can cancel it on this page. Companies stop seeing your applications and your CV as soon as you ask.',
    introAtOnce: 'We erase them as soon as you ask, and it cannot be undone.',
    kept: 'Of each internship you did we keep only a record without your personal data (company, title, dates and state), as explained in the',
    privacyPolicy: 'privacy policy',
    downloadTitle: 'Keep a copy of your data',
    downloadText: 'Download a .zip archive with everything the portal holds about you and the files you uploaded.',
    download: 'Download all my data (.zip)',
    requestTitle: 'Ask to leave',
    reason: 'Reason (optional)',
    confirm: 'I confirm I want to leave the service',
    confirmRequired: 'Tick the box to confirm',
    submit: 'Ask to leave',
    pendingTitle: 'Your request to leave is scheduled',
    pendingDate: 'We will erase your account and your data on',
    pendingSince:
      'You asked on {{date}}. Since then companies do not see your applications or your CV, and you cannot apply to offers.',
    pendingCancelText: 'If you change your mind, cancel before that date: your account stays as it was.',
    cancel: 'Cancel my request to leave',
    home: 'Go to the home page',
  };
