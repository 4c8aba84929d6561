// The Catalan texts of i18n-conditions.ts, fetched only by a user of that language.
export const internshipConditions = {
    title: 'Condicions de les pràctiques',
    intro: "El que convé saber abans d'inscriure't en una oferta de pràctiques.",
    whoTitle: 'Qui pot fer pràctiques',
    who: "Estudiants matriculats a la universitat: pràctiques curriculars (formen part del pla d'estudis) o extracurriculars (voluntàries). En un màster de dos anys cal haver superat almenys el 50 % dels crèdits.",
    hoursTitle: 'Horari i dedicació',
    hours: 'Com a màxim 5 hores al dia i 25 a la setmana durant el període lectiu; fora d\'aquest, fins a 7 hores al dia i 35 a la setmana.',
    ssTitle: 'Número de la Seguretat Social',
    ss: "Des de l'1 de gener de 2024 les pràctiques cotitzen a la Seguretat Social: necessites el teu número al CV abans de començar. El podràs corregir fins que el servei d'ocupació el validi.",
    degreeTitle: 'Si acabes els estudis',
    degree: "No sol·licitis el títol abans del 31 d'agost si vols fer pràctiques: en sol·licitar-lo deixes de ser estudiant i ja no les pots fer.",
    aidTitle: "Ajuda a l'estudi",
    aid: "L'oferta indica l'ajuda a l'estudi mensual. Unes pràctiques sense ajuda s'han de publicar almenys 10 dies abans de començar.",
    contact: "Si tens dubtes, escriu al servei d'ocupació i pràctiques des de la pàgina de contacte.",
  };
