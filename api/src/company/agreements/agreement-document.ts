import PDFDocument from 'pdfkit';
import type { CompanyAddress, Language } from '@portal/contracts';
import { cvReference } from '../../cv/reference';
import { latoFont } from '../../platform/pdf/pdf-document';

/** What the generated agreement says, fixed when it is requested (company_agreements.document). */
export interface AgreementDocument {
  idioma: Language;
  /** The request's date, YYYY-MM-DD. */
  fecha: string;
  /** The university (brand nombreInstitucion). */
  institucion: string;
  empresa: { nombreFiscal: string; nombreComercial: string; cif: string; direccion: string; DPO: string | null };
  firmante: { nombre: string; nif: string | null; puesto: string | null; email: string };
  /** The institution's clauses in the document's language (agreement_settings). */
  clausulas: string[];
}

/** "Calle Colón 12, esc. B, 3º 2, 46004 València (Valencia), España": the address as a letter writes it. */
export const companyAddressLine = (address: CompanyAddress, language: Language): string => {
  const { names } = cvReference();
  const domains = names.domains(language, new Date().getFullYear());
  const streetType = names.streetTypes(language).find((type) => type.id === address.idTipoVia)?.descripcion ?? '';
  const province = domains.provincias.find((entry) => entry.idProvincia === address.idProvincia);
  const listedTown = address.idLocalidad === null ? undefined : province?.localidades[String(address.idLocalidad)];
  const town = address.localidadOtros ?? listedTown ?? '';
  const region = province?.nameProvincia ?? address.provinciaOtros ?? '';
  const country = domains.paises.find((entry) => entry.id === address.idPais)?.descripcion ?? '';
  const street = [`${streetType} ${address.direccion} ${address.direccionNumero}`.trim(), address.direccionEscalera, [address.direccionPiso, address.direccionPuerta].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [street, `${address.cp} ${town}${region && region !== town ? ` (${region})` : ''}`.trim(), country].filter(Boolean).join(', ');
};

const words = {
  es: {
    title: 'Convenio de cooperación educativa',
    between: 'REUNIDOS',
    university: (name: string) => `De una parte, ${name}, en adelante la universidad.`,
    company: (legal: string, cif: string, address: string) =>
      `De otra parte, ${legal}, con CIF ${cif} y domicilio en ${address}, en adelante la entidad colaboradora.`,
    signatory: (name: string, nif: string, position: string) =>
      `En su nombre y representación actúa ${name}${nif ? `, con NIF ${nif}` : ''}${position ? `, en calidad de ${position}` : ''}, con poder suficiente según la escritura aportada.`,
    dpo: (dpo: string) => `Delegado/a de protección de datos de la entidad: ${dpo}.`,
    clauses: 'CLÁUSULAS',
    date: (date: string) => `Solicitado el ${date}.`,
    signatures: ['Por la universidad', 'Por la entidad colaboradora'],
  },
  ca: {
    title: 'Conveni de cooperació educativa',
    between: 'REUNITS',
    university: (name: string) => `D'una part, ${name}, d'ara endavant la universitat.`,
    company: (legal: string, cif: string, address: string) =>
      `D'altra part, ${legal}, amb CIF ${cif} i domicili a ${address}, d'ara endavant l'entitat col·laboradora.`,
    signatory: (name: string, nif: string, position: string) =>
      `En el seu nom i representació actua ${name}${nif ? `, amb NIF ${nif}` : ''}${position ? `, en qualitat de ${position}` : ''}, amb poder suficient segons l'escriptura aportada.`,
    dpo: (dpo: string) => `Delegat/da de protecció de dades de l'entitat: ${dpo}.`,
    clauses: 'CLÀUSULES',
    date: (date: string) => `Sol·licitat el ${date}.`,
    signatures: ['Per la universitat', "Per l'entitat col·laboradora"],
  },
  en: {
    title: 'Education cooperation agreement',
    between: 'PARTIES',
    university: (name: string) => `On the one part, ${name}, hereinafter the university.`,
    company: (legal: string, cif: string, address: string) =>
      `On the other part, ${legal}, tax id ${cif}, registered at ${address}, hereinafter the partner organisation.`,
    signatory: (name: string, nif: string, position: string) =>
      `Represented by ${name}${nif ? `, national id ${nif}` : ''}${position ? `, as ${position}` : ''}, empowered by the deed provided.`,
    dpo: (dpo: string) => `The organisation's data protection officer: ${dpo}.`,
    clauses: 'CLAUSES',
    date: (date: string) => `Requested on ${date}.`,
    signatures: ['For the university', 'For the partner organisation'],
  },
} satisfies Record<Language, unknown>;

/** The education cooperation agreement as an A4 PDF, from what the request fixed. */
export const renderAgreementPdf = (document: AgreementDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const text = words[document.idioma];
    const margin = 64;
    const pdf = new PDFDocument({
      size: 'A4',
      margin,
      info: { Title: `${text.title} – ${document.empresa.nombreFiscal}`, Author: document.institucion },
      lang: document.idioma,
      displayTitle: true,
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.registerFont('body', latoFont(400));
    pdf.registerFont('bold', latoFont(700));
    const width = pdf.page.width - margin * 2;
    const paragraph = (value: string) =>
      pdf.font('body').fontSize(10.5).fillColor('#1a1a1a').text(value, { width, align: 'justify' }).moveDown(0.6);

    pdf.font('bold').fontSize(18).fillColor('#1f4e79').text(text.title.toUpperCase(), { width, align: 'center' });
    pdf.moveDown(0.3).font('body').fontSize(10).fillColor('#5a5a5a').text(text.date(document.fecha), { width, align: 'center' });
    pdf.moveDown(1.2).font('bold').fontSize(12).fillColor('#1f4e79').text(text.between).moveDown(0.5);
    paragraph(text.university(document.institucion));
    paragraph(text.company(document.empresa.nombreFiscal, document.empresa.cif, document.empresa.direccion));
    paragraph(text.signatory(document.firmante.nombre, document.firmante.nif ?? '', document.firmante.puesto ?? ''));
    if (document.empresa.DPO) paragraph(text.dpo(document.empresa.DPO));
    pdf.moveDown(0.6).font('bold').fontSize(12).fillColor('#1f4e79').text(text.clauses).moveDown(0.5);
    document.clausulas.forEach((clause, index) => paragraph(`${index + 1}. ${clause}`));
    if (pdf.y > pdf.page.height - margin - 110) pdf.addPage();
    const top = pdf.y + 24;
    text.signatures.forEach((label, index) => {
      const left = margin + index * (width / 2);
      pdf.font('bold').fontSize(10).fillColor('#1a1a1a').text(label, left, top, { width: width / 2 - 16 });
      const name = index === 0 ? document.institucion : document.firmante.nombre;
      pdf.font('body').text(name, left, top + 64, { width: width / 2 - 16 });
    });
    pdf.end();
  });
