import type { Language } from '@portal/contracts';
import type { PolicyId } from './policy-ids';

export type { PolicyId } from './policy-ids';

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

/**
 * The institution's policy pages (spec 000 §2.2). `{institution}` and `{email}` are filled in from
 * the brand settings, so every institution shows its own name and contact address; the retention
 * periods (`{graceDays}`, `{inactiveMonths}`, `{warningDays}`, `{candidacyMonths}`,
 * `{internshipYears}`) from the server's configuration (/api/Publico/plazosConservacion), so the
 * text says what the server does.
 */
export const policyTexts: Record<Language, Record<PolicyId, PolicySection[]>> = {
  es: {
    privacyPolicy: [
      { heading: 'Responsable del tratamiento', paragraphs: ['{institution}, a través de su servicio de empleo y prácticas. Puedes escribirnos a {email}.'] },
      { heading: 'Para qué usamos tus datos', paragraphs: ['Gestionar tu cuenta en el portal, tu CV, tus candidaturas a ofertas de empleo y prácticas, tus prácticas y tu participación en encuestas y eventos.', 'Las empresas solo ven tus datos cuando te inscribes en una de sus ofertas o cuando el servicio te propone para un proceso.'] },
      { heading: 'Base jurídica', paragraphs: ['La misión de interés público de la universidad en la inserción laboral de su alumnado (art. 6.1.e RGPD) y, para las comunicaciones que no son necesarias para el servicio, tu consentimiento (art. 6.1.a RGPD).'] },
      {
        heading: 'Cuánto tiempo los guardamos',
        paragraphs: [
          'Mientras uses tu cuenta. Si no entras en el portal durante {inactiveMonths} meses, te avisamos por correo y, si tampoco entras en los {warningDays} días siguientes, suprimimos tu cuenta y todos tus datos.',
          'Las candidaturas cerradas (rechazadas, o de ofertas cerradas o caducadas) se suprimen {candidacyMonths} meses después de cerrarse. Los mensajes del formulario de contacto se conservan 3 años.',
        ],
      },
      {
        heading: 'Si pides la baja',
        paragraphs: [
          'Puedes pedir la baja desde tu cuenta, en «Solicitar la baja». Suprimimos tu cuenta y todos tus datos (tu CV, tus documentos, tus candidaturas, tus respuestas a encuestas, tus notificaciones y tus consentimientos) {graceDays} días después de la solicitud; hasta entonces puedes cancelarla. Desde el momento en que la pides, las empresas dejan de ver tus candidaturas y tu CV. Te lo confirmamos por correo.',
          'De cada práctica que hayas hecho conservamos, sin ningún dato tuyo, un registro con la empresa, el título, las fechas y el estado durante {internshipYears} años desde que terminó, para dar cuenta de los convenios de prácticas con las empresas y para las estadísticas del servicio. Después se suprime.',
        ],
      },
      { heading: 'Tus derechos', paragraphs: ['Puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte a su tratamiento, limitarlo y pedir su portabilidad escribiendo a {email}. Puedes descargar todos tus datos y tus ficheros en un archivo desde tu CV o desde «Solicitar la baja». También puedes reclamar ante la Agencia Española de Protección de Datos.'] },
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
      {
        heading: 'Quant de temps les guardem',
        paragraphs: [
          "Mentre facis servir el compte. Si no entres al portal durant {inactiveMonths} mesos, t'avisem per correu i, si tampoc no hi entres en els {warningDays} dies següents, suprimim el teu compte i totes les teves dades.",
          'Les candidatures tancades (rebutjades, o d’ofertes tancades o caducades) se suprimeixen {candidacyMonths} mesos després de tancar-se. Els missatges del formulari de contacte es conserven 3 anys.',
        ],
      },
      {
        heading: 'Si demanes la baixa',
        paragraphs: [
          'Pots demanar la baixa des del teu compte, a «Sol·licitar la baixa». Suprimim el teu compte i totes les teves dades (el teu CV, els teus documents, les teves candidatures, les teves respostes a enquestes, les teves notificacions i els teus consentiments) {graceDays} dies després de la sol·licitud; fins aleshores la pots cancel·lar. Des del moment que la demanes, les empreses deixen de veure les teves candidatures i el teu CV. T’ho confirmem per correu.',
          'De cada pràctica que hagis fet conservem, sense cap dada teva, un registre amb l’empresa, el títol, les dates i l’estat durant {internshipYears} anys des que va acabar, per retre comptes dels convenis de pràctiques amb les empreses i per a les estadístiques del servei. Després se suprimeix.',
        ],
      },
      { heading: 'Els teus drets', paragraphs: ["Pots accedir a les teves dades, rectificar-les, suprimir-les, oposar-te al seu tractament, limitar-lo i demanar-ne la portabilitat escrivint a {email}. Pots baixar totes les teves dades i els teus fitxers en un arxiu des del teu CV o des de «Sol·licitar la baixa». També pots reclamar davant l'Agència Espanyola de Protecció de Dades."] },
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
      {
        heading: 'How long we keep it',
        paragraphs: [
          'While you use your account. If you do not log in for {inactiveMonths} months, we warn you by e-mail and, if you do not log in within the next {warningDays} days either, we erase your account and all your data.',
          'Closed applications (rejected, or to offers that closed or expired) are erased {candidacyMonths} months after they closed. Messages sent through the contact form are kept for 3 years.',
        ],
      },
      {
        heading: 'If you ask to leave',
        paragraphs: [
          'You can ask to leave from your account, under "Leave the service". We erase your account and all your data (your CV, your documents, your applications, your survey answers, your notifications and your consents) {graceDays} days after your request; until then you can cancel it. From the moment you ask, companies stop seeing your applications and your CV. We confirm it by e-mail.',
          'Of each internship you did we keep, without any of your data, a record of the company, the title, the dates and the state for {internshipYears} years after it ended, to account for the internship agreements with companies and for the service\'s statistics. Then it is erased.',
        ],
      },
      { heading: 'Your rights', paragraphs: ['You may access, rectify or erase your data, object to or restrict its processing and ask for its portability by writing to {email}. You can download all your data and your files as one archive from your CV or from "Leave the service". You may also complain to the Spanish Data Protection Agency.'] },
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
