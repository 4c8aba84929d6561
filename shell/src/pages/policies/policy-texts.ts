import type { Language } from '@portal/contracts';
import type { PolicyId } from './policy-ids';

export type { PolicyId } from './policy-ids';

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

/**
 * The institution's policy pages (spec 000 §2.2). `{institution}` and `{email}` are filled in from
 * the brand settings, so every institution shows its own name and contact address.
 */
export const policyTexts: Record<Language, Record<PolicyId, PolicySection[]>> = {
  es: {
    privacyPolicy: [
      { heading: 'Responsable del tratamiento', paragraphs: ['{institution}, a través de su servicio de empleo y prácticas. Puedes escribirnos a {email}.'] },
      { heading: 'Para qué usamos tus datos', paragraphs: ['Gestionar tu cuenta en el portal, tu CV, tus candidaturas a ofertas de empleo y prácticas, tus prácticas y tu participación en encuestas y eventos.', 'Las empresas solo ven tus datos cuando te inscribes en una de sus ofertas o cuando el servicio te propone para un proceso.'] },
      { heading: 'Base jurídica', paragraphs: ['La misión de interés público de la universidad en la inserción laboral de su alumnado (art. 6.1.e RGPD) y, para las comunicaciones que no son necesarias para el servicio, tu consentimiento (art. 6.1.a RGPD).'] },
      { heading: 'Cuánto tiempo los guardamos', paragraphs: ['Mientras mantengas la cuenta activa. Los mensajes del formulario de contacto se conservan 3 años.'] },
      { heading: 'Tus derechos', paragraphs: ['Puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte a su tratamiento, limitarlo y pedir su portabilidad escribiendo a {email}. También puedes reclamar ante la Agencia Española de Protección de Datos.'] },
    ],
    cookiesPolicy: [
      { heading: 'Qué guardamos en tu navegador', paragraphs: ['El portal no usa cookies de terceros ni de publicidad. Guarda en el almacenamiento local de tu navegador tu sesión, el idioma elegido y, si lo pides, que te recordemos.', 'Sin esos datos el portal no puede mantener tu sesión abierta; puedes borrarlos en cualquier momento cerrando la sesión o desde los ajustes de tu navegador.'] },
    ],
    dataProtection: [
      { heading: 'Información básica sobre protección de datos', paragraphs: ['Responsable: {institution}. Finalidad: prestarte el servicio de empleo y prácticas. Legitimación: misión de interés público y, en su caso, tu consentimiento. Destinatarios: las empresas de las ofertas en las que te inscribes. Derechos: acceso, rectificación, supresión, oposición, limitación y portabilidad en {email}.'] },
    ],
    socialSecurityPrivacy: [
      { heading: 'Datos de la Seguridad Social', paragraphs: ['Pedimos tu número de afiliación a la Seguridad Social para darte de alta durante las prácticas, como exige la normativa desde el 1 de enero de 2024.', 'Solo lo usa el servicio de prácticas de {institution} para esa alta y se conserva mientras dure la obligación legal. Para ejercer tus derechos escribe a {email}.'] },
    ],
  },
  ca: {
    privacyPolicy: [
      { heading: 'Responsable del tractament', paragraphs: ["{institution}, a través del seu servei d'ocupació i pràctiques. Ens pots escriure a {email}."] },
      { heading: 'Per a què fem servir les teves dades', paragraphs: ["Gestionar el teu compte al portal, el teu CV, les teves candidatures a ofertes de treball i pràctiques, les teves pràctiques i la teva participació en enquestes i esdeveniments.", 'Les empreses només veuen les teves dades quan t’inscrius a una de les seves ofertes o quan el servei et proposa per a un procés.'] },
      { heading: 'Base jurídica', paragraphs: ["La missió d'interès públic de la universitat en la inserció laboral del seu alumnat (art. 6.1.e RGPD) i, per a les comunicacions que no són necessàries per al servei, el teu consentiment (art. 6.1.a RGPD)."] },
      { heading: 'Quant de temps les guardem', paragraphs: ['Mentre mantinguis el compte actiu. Els missatges del formulari de contacte es conserven 3 anys.'] },
      { heading: 'Els teus drets', paragraphs: ["Pots accedir a les teves dades, rectificar-les, suprimir-les, oposar-te al seu tractament, limitar-lo i demanar-ne la portabilitat escrivint a {email}. També pots reclamar davant l'Agència Espanyola de Protecció de Dades."] },
    ],
    cookiesPolicy: [
      { heading: 'Què guardem al teu navegador', paragraphs: ["El portal no fa servir galetes de tercers ni de publicitat. Guarda a l'emmagatzematge local del navegador la teva sessió, l'idioma triat i, si ho demanes, que et recordem.", 'Sense aquestes dades el portal no pot mantenir la sessió oberta; les pots esborrar en qualsevol moment tancant la sessió o des de la configuració del navegador.'] },
    ],
    dataProtection: [
      { heading: 'Informació bàsica sobre protecció de dades', paragraphs: ["Responsable: {institution}. Finalitat: prestar-te el servei d'ocupació i pràctiques. Legitimació: missió d'interès públic i, si escau, el teu consentiment. Destinataris: les empreses de les ofertes en què t'inscrius. Drets: accés, rectificació, supressió, oposició, limitació i portabilitat a {email}."] },
    ],
    socialSecurityPrivacy: [
      { heading: 'Dades de la Seguretat Social', paragraphs: ["Et demanem el número d'afiliació a la Seguretat Social per donar-te d'alta durant les pràctiques, com exigeix la normativa des de l'1 de gener de 2024.", "Només el fa servir el servei de pràctiques de {institution} per a aquesta alta i es conserva mentre duri l'obligació legal. Per exercir els teus drets escriu a {email}."] },
    ],
  },
  en: {
    privacyPolicy: [
      { heading: 'Data controller', paragraphs: ['{institution}, through its careers and internships service. You can write to us at {email}.'] },
      { heading: 'What we use your data for', paragraphs: ['Managing your account on the portal, your CV, your applications to job and internship offers, your internships and your taking part in surveys and events.', 'Companies only see your data when you apply to one of their offers or when the service puts you forward for a process.'] },
      { heading: 'Legal basis', paragraphs: ["The university's public-interest task of helping its students into work (art. 6.1.e GDPR) and, for communications the service does not need, your consent (art. 6.1.a GDPR)."] },
      { heading: 'How long we keep it', paragraphs: ['While your account is active. Messages sent through the contact form are kept for 3 years.'] },
      { heading: 'Your rights', paragraphs: ['You may access, rectify or erase your data, object to or restrict its processing and ask for its portability by writing to {email}. You may also complain to the Spanish Data Protection Agency.'] },
    ],
    cookiesPolicy: [
      { heading: 'What we keep in your browser', paragraphs: ['The portal uses no third-party or advertising cookies. It keeps your session, your chosen language and, if you ask, that we remember you, in your browser’s local storage.', 'Without them the portal cannot keep you logged in; you can delete them at any time by logging out or in your browser settings.'] },
    ],
    dataProtection: [
      { heading: 'Basic data protection information', paragraphs: ['Controller: {institution}. Purpose: providing you with the careers and internships service. Legal basis: public-interest task and, where applicable, your consent. Recipients: the companies of the offers you apply to. Rights: access, rectification, erasure, objection, restriction and portability at {email}.'] },
    ],
    socialSecurityPrivacy: [
      { heading: 'Social security data', paragraphs: ['We ask for your social security number to register you during your internship, as the law requires since 1 January 2024.', 'Only the internships service of {institution} uses it, for that registration, and it is kept while the legal obligation lasts. To exercise your rights write to {email}.'] },
    ],
  },
};
