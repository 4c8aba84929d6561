import type { Language, StudentCv } from '@portal/contracts';
import { cvHeadings, cvLabels, townOf } from './labels';

/**
 * The CV in the JSON Resume format (https://jsonresume.org/schema, v1.0.0), worded in one
 * language: a standard other tools import. Private data (national id, IBAN, social security
 * number) stays out; documents too.
 */
export const toJsonResume = (cv: StudentCv, language: Language, portalUrl: string) => {
  const labels = cvLabels(language);
  const headings = cvHeadings[language];
  const person = cv.personales;
  const linkedIn = cv.enlacePortfolio && /linkedin\.com/i.test(cv.enlacePortfolio) ? cv.enlacePortfolio : null;
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: `${person.nombre} ${person.apellidos}`,
      email: person.emailPersonal ?? person.email,
      ...(person.telefono ? { phone: person.telefono } : {}),
      ...(cv.enlacePortfolio && !linkedIn ? { url: cv.enlacePortfolio } : {}),
      ...(cv.presentacion ? { summary: cv.presentacion } : {}),
      ...(cv.domicilio
        ? {
            location: {
              city: townOf(cv, language),
              postalCode: cv.domicilio.cp,
              countryCode: labels.countryIso(cv.domicilio.idPais),
              ...(cv.domicilio.idProvincia ? { region: labels.province(cv.domicilio.idProvincia) } : {}),
            },
          }
        : {}),
      profiles: linkedIn ? [{ network: 'LinkedIn', url: linkedIn }] : [],
    },
    work: cv.profesional.experiencia.map((job) => ({
      ...(job.empresa ? { name: job.empresa } : {}),
      position: job.puesto,
      startDate: job.fechaInicio,
      ...(job.fechaFin ? { endDate: job.fechaFin } : {}),
      ...(job.descripcion ? { summary: job.descripcion } : {}),
      ...(job.idProvincia ? { location: labels.province(job.idProvincia) } : {}),
    })),
    education: cv.academicos
      .filter((study) => !study.deBaja)
      .map((study) => ({
        ...(study.centro ? { institution: study.centro } : {}),
        area: study.titulacion,
        studyType: study.nivel,
        ...(study.anioInicio ? { startDate: String(study.anioInicio) } : {}),
        ...(study.finalizado && study.anioFin ? { endDate: String(study.anioFin) } : {}),
        ...(study.nota === null ? {} : { score: String(study.nota) }),
      })),
    certificates: cv.certificados.map((certificate) => ({
      name: certificate.nombre,
      ...(certificate.fecha ? { date: certificate.fecha } : {}),
      ...(certificate.entidad ? { issuer: certificate.entidad } : {}),
      ...(certificate.enlace ? { url: certificate.enlace } : {}),
    })),
    skills: [
      ...cv.interes.programasInformaticos.map((skill) => ({
        name: labels.itProgramme(skill.idPrograma),
        level: labels.itLevel(skill.idNivel),
        keywords: [headings.itKnowledge],
      })),
      ...(cv.competencias.length
        ? [{ name: headings.competences, keywords: cv.competencias.map(labels.competence).filter(Boolean) }]
        : []),
    ],
    languages: cv.idiomas.map((known) => ({ language: labels.language(known.idIdioma), fluency: labels.languageLevel(known.idNivel) })),
    interests: [
      ...cv.interes.tags.map((tag) => ({ name: labels.interestTag(tag) })),
      ...cv.sectoresInteres.map((sector) => ({ name: labels.sector(sector), keywords: [headings.sectors] })),
    ],
    meta: { canonical: portalUrl, version: 'v1.0.0', lastModified: new Date().toISOString() },
  };
};
