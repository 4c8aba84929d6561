// The Catalan texts of leave-i18n.ts, fetched only by a user of that language.
export const leave = {
    title: 'Sol·licita la baixa del servei',
    intro:
      'Pots demanar que suprimim el teu compte i totes les teves dades del portal: el teu CV, els teus documents, les teves candidatures, les teves respostes a enquestes, les teves notificacions i els teus consentiments.',
    introGrace_one:
      "Les suprimirem {{count}} dia després de la teva sol·licitud i fins aleshores la podràs cancel·lar des d'aquesta pàgina. Les empreses deixen de veure les teves candidatures i el teu CV tan bon punt la demanes.",
    introGrace_other:
      "Les suprimirem {{count}} dies després de la teva sol·licitud i fins aleshores la podràs cancel·lar des d'aquesta pàgina. Les empreses deixen de veure les teves candidatures i el teu CV tan bon punt la demanes.",
    introAtOnce: 'Les suprimirem en el moment que ho demanis i no ho podràs desfer.',
    kept: 'De cada pràctica que hagis fet conservem només un registre sense les teves dades personals (empresa, títol, dates i estat), com explica la',
    privacyPolicy: 'política de privacitat',
    downloadTitle: 'Desa una còpia de les teves dades',
    downloadText: 'Baixa un arxiu .zip amb tot el que el portal guarda sobre tu i els fitxers que vas pujar.',
    download: 'Baixa totes les meves dades (.zip)',
    requestTitle: 'Sol·licita la baixa',
    reason: 'Motiu (opcional)',
    confirm: 'Confirmo que vull donar-me de baixa del servei',
    confirmRequired: 'Marca la casella per confirmar la baixa',
    submit: 'Sol·licita la baixa',
    pendingTitle: 'La teva baixa està programada',
    pendingDate: 'Suprimirem el teu compte i les teves dades el',
    pendingSince:
      'La vas demanar el {{date}}. Des d’aleshores les empreses no veuen les teves candidatures ni el teu CV i no et pots inscriure a ofertes.',
    pendingCancelText: 'Si canvies d’idea, cancel·la la baixa abans d’aquesta data: el teu compte continuarà com estava.',
    cancel: 'Cancel·la la baixa',
    home: "Ves a l'inici",
  };
