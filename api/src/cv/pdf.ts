import type { Language, StudentCv } from '@portal/contracts';
import { cvHeadings, cvLabels, span, townOf } from './labels';
import { breathe, pdfColours as colours, pdfMargin as margin, renderPdf } from '../platform/pdf/pdf-document';

/**
 * The student's CV as an A4 PDF (pdfkit, pure JavaScript), worded in one language: a header with
 * the name, the contact line and the photo (PNG or JPEG), the presentation, then every section
 * that has something. Companies download the same document.
 */
export const renderCvPdf = (cv: StudentCv, language: Language, photo: Buffer | null): Promise<Buffer> => {
  const headings = cvHeadings[language];
  const labels = cvLabels(language);
  const person = cv.personales;
  const name = `${person.nombre} ${person.apellidos}`;
  return renderPdf({ title: `CV – ${name}`, author: name, language }, async (document) => {
    const width = document.page.width - margin * 2;

    // Header: name, contact line, photo on the right.
    const photoSize = 84;
    const textWidth = photo ? width - photoSize - 16 : width;
    if (photo) {
      try {
        document.image(photo, margin + width - photoSize, margin, { fit: [photoSize, photoSize], align: 'right' });
      } catch {
        // A photo that cannot be read leaves the header without it.
      }
    }
    document.font('bold').fontSize(22).fillColor(colours.accent).text(`${person.nombre} ${person.apellidos}`, margin, margin, { width: textWidth });
    const contact = [person.emailPersonal ?? person.email, person.telefono, townOf(cv, language)].filter(Boolean).join('  ·  ');
    document.moveDown(0.3).font('body').fontSize(10).fillColor(colours.muted).text(contact, { width: textWidth });
    if (cv.enlacePortfolio) document.fillColor(colours.accent).text(cv.enlacePortfolio, { width: textWidth, link: cv.enlacePortfolio });
    if (photo) document.y = Math.max(document.y, margin + photoSize);
    if (cv.presentacion) document.moveDown(0.8).font('body').fontSize(10.5).fillColor(colours.text).text(cv.presentacion, margin, document.y, { width, align: 'justify' });

    // Each section and entry after a breath: the whole CV in one go held the event loop.
    const section = async (title: string) => {
      await breathe();
      if (document.y > document.page.height - margin - 80) document.addPage();
      else document.moveDown(1);
      document.font('bold').fontSize(13).fillColor(colours.accent).text(title.toUpperCase(), margin, document.y, { width, characterSpacing: 0.6 });
      const y = document.y + 2;
      document.moveTo(margin, y).lineTo(margin + width, y).lineWidth(0.8).strokeColor(colours.rule).stroke();
      document.y = y + 6;
    };
    const entry = async (title: string, subtitle: string, when: string, body?: string | null) => {
      await breathe();
      if (document.y > document.page.height - margin - 50) document.addPage();
      const top = document.y;
      document.font('bold').fontSize(11).fillColor(colours.text).text(title, margin, top, { width: width - 130 });
      const afterTitle = document.y;
      if (when) document.font('body').fontSize(9.5).fillColor(colours.muted).text(when, margin + width - 125, top, { width: 125, align: 'right' });
      document.y = afterTitle;
      if (subtitle) document.font('body').fontSize(10).fillColor(colours.muted).text(subtitle, margin, document.y, { width });
      if (body) document.moveDown(0.2).font('body').fontSize(10).fillColor(colours.text).text(body, margin, document.y, { width, align: 'justify' });
      document.moveDown(0.6);
    };
    const line = (text: string) => document.font('body').fontSize(10).fillColor(colours.text).text(text, margin, document.y, { width });

    const studies = cv.academicos.filter((study) => !study.deBaja);
    if (studies.length) {
      await section(headings.studies);
      for (const study of studies) {
        const detail = [study.centro, study.nota === null ? null : `${headings.grade}: ${study.nota.toLocaleString(language)}`]
          .filter(Boolean)
          .join(' · ');
        await entry(study.titulacion, detail, study.finalizado ? span(study.anioInicio, study.anioFin, headings) : `${study.anioInicio ?? ''} – ${headings.inProgress}`);
      }
    }
    const experience = cv.profesional.experiencia;
    if (experience.length) {
      await section(headings.experience);
      for (const job of experience) {
        const where = [job.empresa, labels.province(job.idProvincia) || labels.country(job.idPais), labels.contractType(job.idTipoContrato)]
          .filter(Boolean)
          .join(' · ');
        await entry(job.puesto, where, span(job.fechaInicio, job.fechaFin, headings), job.descripcion);
      }
    }
    if (cv.idiomas.length) {
      await section(headings.languages);
      for (const known of cv.idiomas) {
        line(`${labels.language(known.idIdioma)}: ${labels.languageLevel(known.idNivel)}${known.certificacion ? ` (${known.certificacion})` : ''}`);
      }
    }
    if (cv.estanciasExtranjero.length) {
      await section(headings.staysAbroad);
      for (const stay of cv.estanciasExtranjero) {
        await entry(`${labels.stayType(stay.idTipoEstancia)} – ${stay.institucion}`, [stay.ciudad, labels.country(stay.idPais)].filter(Boolean).join(', '), span(stay.fechaInicio, stay.fechaFin, headings), stay.descripcion);
      }
    }
    if (cv.formacionComplementaria.length) {
      await section(headings.training);
      for (const training of cv.formacionComplementaria) {
        const detail = [labels.trainingType(training.idTipoFormacion), training.centro, training.horas ? `${training.horas} h` : null].filter(Boolean).join(' · ');
        await entry(training.titulo, detail, training.fechaFin?.slice(0, 7) ?? '');
      }
    }
    if (cv.certificados.length) {
      await section(headings.certificates);
      for (const certificate of cv.certificados) await entry(certificate.nombre, certificate.entidad ?? '', certificate.fecha?.slice(0, 7) ?? '');
    }
    if (cv.competencias.length) {
      await section(headings.competences);
      line(cv.competencias.map(labels.competence).filter(Boolean).join(' · '));
    }
    if (cv.interes.programasInformaticos.length) {
      await section(headings.itKnowledge);
      line(cv.interes.programasInformaticos.map((skill) => `${labels.itProgramme(skill.idPrograma)} (${labels.itLevel(skill.idNivel)})`).join(' · '));
    }
    const profile = [
      cv.profesional.carnetConducir ? headings.drivingLicence : null,
      cv.profesional.vehiculoPropio ? headings.ownCar : null,
      cv.profesional.disponibilidadTraslado ? headings.relocation : null,
    ].filter(Boolean);
    if (profile.length) {
      await section(headings.profile);
      line(profile.join(' · '));
    }
    if (cv.interes.tags.length || cv.sectoresInteres.length) {
      await section(headings.interests);
      if (cv.interes.tags.length) line(cv.interes.tags.map(labels.interestTag).filter(Boolean).join(' · '));
      if (cv.sectoresInteres.length) line(`${headings.sectors}: ${cv.sectoresInteres.map(labels.sector).filter(Boolean).join(' · ')}`);
    }
  });
};
