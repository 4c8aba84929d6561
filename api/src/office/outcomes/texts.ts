import type { Language, OutcomePanel } from '@portal/contracts';

/** The outcome dashboards' words in the exported files: each panel's name and its columns' headings. */
export const panelNames: Record<OutcomePanel, Record<Language, string>> = {
  ofertas: { es: 'Ofertas publicadas por mes', ca: 'Ofertes publicades per mes', en: 'Offers published per month' },
  sectores: { es: 'Ofertas publicadas por sector', ca: 'Ofertes publicades per sector', en: 'Offers published per sector' },
  embudo: { es: 'Embudo de candidaturas', ca: 'Embut de candidatures', en: 'Candidacy funnel' },
  cobertura: { es: 'Tiempo de cobertura', ca: 'Temps de cobertura', en: 'Time to fill' },
  practicas: { es: 'Prácticas iniciadas y finalizadas', ca: 'Pràctiques iniciades i finalitzades', en: 'Internships started and finished' },
  empresas: { es: 'Empresas', ca: 'Empreses', en: 'Companies' },
  encuestas: { es: 'Respuesta a encuestas', ca: 'Resposta a enquestes', en: 'Survey response' },
};

export const columnNames: Record<string, Record<Language, string>> = {
  mes: { es: 'Mes', ca: 'Mes', en: 'Month' },
  sector: { es: 'Sector', ca: 'Sector', en: 'Sector' },
  tipo: { es: 'Tipo de oferta', ca: "Tipus d'oferta", en: 'Offer type' },
  titulacion: { es: 'Titulación', ca: 'Titulació', en: 'Degree' },
  anio: { es: 'Año', ca: 'Any', en: 'Year' },
  encuesta: { es: 'Encuesta', ca: 'Enquesta', en: 'Survey' },
  empleo: { es: 'Empleo', ca: 'Ocupació', en: 'Jobs' },
  practicas: { es: 'Prácticas', ca: 'Pràctiques', en: 'Internships' },
  inscritas: { es: 'Inscritas', ca: 'Inscrites', en: 'Applied' },
  preseleccionadas: { es: 'Preseleccionadas', ca: 'Preseleccionades', en: 'Pre-selected' },
  seleccionadas: { es: 'Seleccionadas', ca: 'Seleccionades', en: 'Selected' },
  incorporadas: { es: 'Incorporadas', ca: 'Incorporades', en: 'Incorporated' },
  cubiertas: { es: 'Ofertas cubiertas', ca: 'Ofertes cobertes', en: 'Offers filled' },
  mediana: { es: 'Mediana (días)', ca: 'Mediana (dies)', en: 'Median (days)' },
  p90: { es: 'Percentil 90 (días)', ca: 'Percentil 90 (dies)', en: '90th percentile (days)' },
  abiertas: { es: 'Ofertas aún abiertas', ca: 'Ofertes encara obertes', en: 'Offers still open' },
  iniciadas: { es: 'Iniciadas', ca: 'Iniciades', en: 'Started' },
  finalizadas: { es: 'Finalizadas', ca: 'Finalitzades', en: 'Finished' },
  activas: { es: 'Activas', ca: 'Actives', en: 'Active' },
  nuevas: { es: 'Nuevas', ca: 'Noves', en: 'New' },
  conConvenio: { es: 'Con convenio', ca: 'Amb conveni', en: 'With agreement' },
  publico: { es: 'Público', ca: 'Públic', en: 'Audience' },
  respuestas: { es: 'Respuestas', ca: 'Respostes', en: 'Responses' },
  tasa: { es: 'Tasa de respuesta (%)', ca: 'Taxa de resposta (%)', en: 'Response rate (%)' },
};

export const totalLabel: Record<Language, string> = {
  es: 'Total de las celdas mostradas',
  ca: 'Total de les cel·les mostrades',
  en: 'Total of the shown cells',
};

export const offerTypeNames: Record<string, Record<Language, string>> = {
  empleo: { es: 'Empleo', ca: 'Ocupació', en: 'Job' },
  practicas: { es: 'Prácticas', ca: 'Pràctiques', en: 'Internship' },
};
