import type { StatusCatalogueTexts } from './types';

/** Catalan texts of the status catalogue: the same codes and parts as `statusEs` (status.es.ts). */
export const statusCa: StatusCatalogueTexts = {
  // Errors shared by students and companies, and student errors (spec 000 §8, 001 §8).
  '1': {
    titulo: "S'ha produït un error",
    cuerpo: "No hem pogut completar l'operació. Torna-ho a provar d'aquí a uns minuts.",
    aviso: "Hem enviat un informe de l'error a l'equip tècnic: no cal que ens escriguis.",
  },
  '2': {
    titulo: 'Sessió finalitzada',
    cuerpo: "La teva sessió ha caducat o s'ha tancat. Torna a iniciar la sessió per continuar.",
    btn_text: 'Torna a iniciar la sessió',
  },
  '3': {
    titulo: 'Accés denegat',
    cuerpo: 'No tens permís per accedir a aquesta secció o fer aquesta acció.',
    btn_text: 'Tanca la sessió',
  },
  '4': {
    titulo: 'Oferta no trobada',
    cuerpo: "No hem trobat l'oferta que cerques. És possible que s'hagi tancat o retirat.",
  },
  '6': {
    titulo: "Oferta d'ocupació",
    cuerpo: "Aquesta oferta és d'ocupació. La pots consultar a l'apartat d'ofertes d'ocupació.",
  },
  '7': {
    titulo: 'Oferta de pràctiques',
    cuerpo: "Aquesta oferta és de pràctiques. La pots consultar a l'apartat d'ofertes de pràctiques.",
  },
  '8': {
    titulo: 'Dades ja registrades',
    cuerpo: 'Les dades que intentes desar ja existeixen al portal.',
  },
  '9': {
    titulo: 'Empresa no validada',
    cuerpo:
      "La teva empresa encara no ha estat validada pel servei d'ocupació i pràctiques o té l'accés bloquejat. Si necessites més informació, posa't en contacte amb el servei.",
    btn_text: 'Tanca la sessió',
  },
  '10': {
    titulo: 'Candidatura ja presentada',
    cuerpo: "Ja t'havies inscrit en aquesta oferta. Pots seguir-ne l'estat a les teves candidatures.",
  },
  '11': {
    titulo: 'Falta documentació',
    cuerpo:
      "Per inscriure't en aquesta oferta has d'aportar la documentació obligatòria que s'hi indica. Puja-la i torna-ho a provar.",
  },
  '12': {
    titulo: "No s'ha pogut enviar el correu",
    cuerpo: 'Hi ha hagut un problema en enviar el correu electrònic. Torna-ho a provar més tard.',
    aviso: "Hem enviat un informe de l'error a l'equip tècnic: no cal que ens escriguis.",
  },
  '13': {
    titulo: 'Oferta per a una altra titulació',
    cuerpo:
      "Aquesta oferta està adreçada a estudiants d'altres titulacions, per la qual cosa no t'hi pots inscriure.",
  },
  '14': {
    titulo: "Canvi d'estat no permès",
    cuerpo: "No es pot passar la candidatura a l'estat seleccionat.",
  },
  '15': {
    titulo: 'Falten dades obligatòries',
    cuerpo: 'Completa totes les dades obligatòries abans de continuar.',
  },
  '16': {
    titulo: 'Correu electrònic ja registrat',
    cuerpo:
      "Ja existeix un compte amb aquest correu electrònic. Inicia la sessió o recupera la contrasenya si no te'n recordes.",
  },
  '17': {
    titulo: 'Coincideix amb altres pràctiques',
    cuerpo: "Les dates d'aquesta oferta coincideixen amb les d'altres pràctiques que ja tens.",
  },
  '18': {
    titulo: 'Oferta només per a grau',
    cuerpo: 'Aquesta oferta està adreçada únicament a estudiants de grau.',
  },
  '19': {
    titulo: 'Oferta només per a postgrau',
    cuerpo: 'Aquesta oferta està adreçada únicament a estudiants de postgrau.',
  },
  '20': {
    titulo: "Sense accés al servei d'ocupació",
    cuerpo:
      "El teu compte no té accés al servei d'ocupació. Si creus que és un error, posa't en contacte amb el servei d'ocupació i pràctiques.",
  },
  '21': {
    titulo: 'Sense accés al servei de pràctiques',
    cuerpo:
      "El teu compte no té accés al servei de pràctiques. Si creus que és un error, posa't en contacte amb el servei d'ocupació i pràctiques.",
  },
  '23': {
    titulo: 'Sense matrícula de pràctiques',
    cuerpo:
      'No consta la teva matrícula de pràctiques, per la qual cosa encara no et pots inscriure en ofertes de pràctiques.',
  },
  '25': {
    titulo: 'Oferta gestionada pel servei',
    cuerpo:
      "Aquesta oferta la gestiona el servei d'ocupació i pràctiques i no es pot modificar. Si hi necessites fer algun canvi, posa't en contacte amb el servei.",
  },
  '26': {
    titulo: 'No hi ha estudis',
    cuerpo: 'No hem trobat cap estudi associat al teu compte.',
  },
  '27': {
    titulo: 'Revisa les dates',
    cuerpo: "La data d'inici ha de ser anterior a la data de finalització.",
  },
  '28': {
    titulo: 'Contrasenya poc segura',
    cuerpo: 'La contrasenya ha de tenir almenys 8 caràcters i incloure almenys un número.',
  },
  '29': {
    titulo: 'Correu de contacte ja registrat',
    cuerpo: 'Ja existeix un contacte amb aquest correu electrònic.',
  },
  '30': {
    titulo: 'Candidatura ja tramitada',
    cuerpo: "La teva candidatura ja s'ha tramitat, per la qual cosa no pots cancel·lar la inscripció.",
  },
  '31': {
    titulo: 'Candidatura no trobada',
    cuerpo: 'No hem trobat la candidatura sol·licitada.',
  },
  '32': {
    titulo: 'Compte donat de baixa',
    cuerpo:
      "El teu compte està donat de baixa del servei. Si vols tornar a utilitzar el portal, posa't en contacte amb el servei d'ocupació i pràctiques.",
    btn_text: 'Tanca la sessió',
  },
  '33': {
    titulo: 'CIF no vàlid',
    cuerpo: "El format del CIF no és correcte. Revisa'l i torna-ho a provar.",
  },
  '34': {
    titulo: 'Cal un permís de treball',
    cuerpo: "Per inscriure't en aquesta oferta necessites un permís de treball.",
  },
  '35': {
    titulo: 'Enquesta no disponible',
    cuerpo: 'No pots accedir a aquesta enquesta.',
  },
  '36': {
    titulo: 'Enquesta no disponible',
    cuerpo: 'Aquesta enquesta no està disponible per a usuaris ja registrats.',
  },
  '37': {
    titulo: 'Accés anònim no permès',
    cuerpo: 'Aquesta enquesta no admet respostes anònimes. Inicia la sessió per respondre-la.',
  },
  '38': {
    titulo: 'Enquesta no adreçada a tu',
    cuerpo: 'Aquesta enquesta no està adreçada al teu perfil.',
  },
  '39': {
    titulo: 'Enquesta ja resposta',
    cuerpo: 'Ja has respost aquesta enquesta. Gràcies per participar-hi!',
  },
  '40': {
    titulo: 'Falten respostes',
    cuerpo: 'Per continuar, respon totes les preguntes obligatòries.',
  },
  '42': {
    titulo: 'Enllaç no vàlid',
    cuerpo: "Aquest enllaç ha caducat o ja s'ha utilitzat. Sol·licita'n un de nou si el necessites.",
  },
  '43': {
    titulo: 'Contrasenya ja establerta',
    cuerpo:
      "Ja havies establert la contrasenya. Inicia la sessió amb aquesta contrasenya o recupera-la si no te'n recordes.",
  },
  '44': {
    titulo: "Correu d'una altra empresa",
    cuerpo: "Aquest correu electrònic pertany a un usuari d'una altra empresa. Utilitza una altra adreça.",
  },
  '46': {
    titulo: 'Tipus de fitxer no permès',
    cuerpo: "Aquest tipus de fitxer no està permès. Puja'l en un dels formats admesos.",
  },
  '47': {
    titulo: 'Oferta per a altres estudis',
    cuerpo:
      "Aquesta oferta està adreçada a un altre nivell d'estudis, per la qual cosa no t'hi pots inscriure.",
  },
  '48': {
    titulo: 'Candidatura no modificable',
    cuerpo:
      "No es pot actualitzar aquesta candidatura sense l'autorització del servei d'ocupació i pràctiques.",
  },
  '49': {
    titulo: "Canvi d'estat no permès",
    cuerpo: "No es pot canviar l'estat d'aquesta candidatura.",
  },
  '52': {
    titulo: 'Falten crèdits',
    cuerpo: "No tens superats els crèdits mínims necessaris per inscriure't en aquesta oferta.",
  },
  '53': {
    titulo: 'Oferta no disponible per a tu',
    cuerpo: 'Aquesta oferta està adreçada a estudiants que no tenen pràctiques pendents.',
  },
  '54': {
    titulo: 'Activa la teva cerca',
    cuerpo: "Per inscriure't, activa al teu perfil la cerca de pràctiques o d'ocupació.",
  },
  '55': {
    titulo: 'Necessites el teu propi CV',
    cuerpo:
      "Aquesta oferta requereix que adjuntis el teu propi currículum. Puja'l al teu perfil abans d'inscriure't.",
  },
  '56': {
    titulo: 'Document ja pujat',
    cuerpo: "Aquest document ja s'havia pujat.",
  },
  '57': {
    titulo: 'Afegeix almenys un estudi',
    cuerpo: "El teu perfil ha d'incloure almenys un estudi.",
  },
  '58': {
    titulo: 'Dedicació del programa',
    cuerpo: "Una oferta d'un programa de pràctiques ha de tenir la dedicació i la durada que fixa el programa (en general, el 80 % de la jornada durant 12 mesos).",
  },
  '59': {
    titulo: 'Accés denegat',
    cuerpo: 'No tens permís per accedir a aquesta secció o fer aquesta acció.',
    btn_text: 'Tanca la sessió',
  },
  '60': {
    titulo: 'Correu electrònic ja registrat',
    cuerpo:
      "Ja existeix un compte amb aquest correu electrònic. Inicia la sessió o recupera la contrasenya si no te'n recordes.",
  },
  '62': {
    titulo: 'No es poden eliminar tots els estudis',
    cuerpo: 'El teu perfil ha de conservar almenys un estudi, així que no els pots eliminar tots.',
  },
  '63': {
    titulo: 'Programa no trobat',
    cuerpo: 'No hem trobat el programa sol·licitat.',
  },
  '64': {
    titulo: 'Programa ja sol·licitat',
    cuerpo: "Ja has sol·licitat l'adhesió a aquest programa. Només es pot sol·licitar una vegada.",
  },
  '65': {
    titulo: 'Adhesió no necessària',
    cuerpo: "Aquest programa no requereix sol·licitar l'adhesió.",
  },
  '66': {
    titulo: "Document d'identitat no vàlid",
    cuerpo: "El número del document d'identitat (DNI o NIE) no és correcte. Revisa'l i torna-ho a provar.",
  },
  '68': {
    titulo: 'Oferta no editable',
    cuerpo: 'Aquesta oferta ja no es pot modificar.',
  },
  '69': {
    titulo: 'Correu electrònic no vàlid',
    cuerpo: "El correu electrònic no és correcte. Revisa'l i torna-ho a provar.",
  },
  '70': {
    titulo: 'Telèfon no vàlid',
    cuerpo: "El número de telèfon no és correcte. Revisa'l i torna-ho a provar.",
  },
  '71': {
    titulo: 'Accés denegat',
    cuerpo: "El teu usuari no té permís per accedir a les dades d'aquesta empresa.",
    btn_text: 'Tanca la sessió',
  },
  '72': {
    titulo: "Falta l'IBAN",
    cuerpo: "Indica l'IBAN del compte bancari per continuar.",
  },
  '73': {
    titulo: 'IBAN no vàlid',
    cuerpo: "L'IBAN indicat no és correcte. Revisa'l i torna-ho a provar.",
  },
  '74': {
    titulo: 'Esdeveniment complet',
    cuerpo: 'No queden places disponibles per a aquest esdeveniment.',
  },
  '75': {
    titulo: 'Inscripció tancada',
    cuerpo: "El termini d'inscripció d'aquest esdeveniment ha finalitzat.",
  },
  '76': {
    titulo: 'Inscripció ja feta',
    cuerpo: "Ja t'havies inscrit en aquest esdeveniment.",
  },
  '77': {
    titulo: 'Esdeveniment no disponible',
    cuerpo: "Aquest esdeveniment no està adreçat al teu tipus d'usuari.",
  },
  '78': {
    titulo: 'Esdeveniment no trobat',
    cuerpo: "No hem trobat l'esdeveniment sol·licitat. És possible que s'hagi cancel·lat.",
  },
  '79': {
    titulo: 'Accés denegat',
    cuerpo: "El teu tipus d'usuari no té permís per accedir a aquesta secció.",
    btn_text: 'Tanca la sessió',
  },
  '80': {
    titulo: 'Atenció',
    cuerpo:
      "No és possible fer la candidatura perquè no compleixes els requisits de l'oferta. Revisa les dades desades al teu perfil o escriu al correu d'inscripcions indicant el teu DNI i la referència de l'oferta.",
  },
  '81': {
    titulo: 'Límit de sol·licituds assolit',
    cuerpo:
      "Has assolit el nombre màxim de sol·licituds de centres educatius acceptades alhora. En podràs acceptar una altra quan acabi alguna de les pràctiques en curs.",
  },
  '83': {
    titulo: 'Número de la Seguretat Social no vàlid',
    cuerpo: "El número d'afiliació a la Seguretat Social no és correcte. Revisa'l i torna-ho a provar.",
  },
  '84': {
    titulo: 'Número de la Seguretat Social no modificable',
    cuerpo:
      "El servei d'ocupació i pràctiques ja ha validat el teu número de la Seguretat Social, així que no es pot canviar aquí. Si cal corregir-lo, posa't en contacte amb el servei.",
    btn_text: "Escriure al servei d'ocupació i pràctiques",
    to: '/contacte',
    aviso: "El formulari de contacte s'obre en una pestanya nova: el que has escrit aquí es conserva.",
  },
  '90': {
    titulo: 'Compte bloquejat',
    cuerpo:
      "El teu compte està bloquejat. Posa't en contacte amb el servei d'ocupació i pràctiques per a més informació.",
    btn_text: 'Tanca la sessió',
  },
  '91': {
    titulo: 'Només per a estudiants adherits',
    cuerpo: 'Aquesta oferta està reservada a estudiants adherits al programa.',
  },
  '94': {
    titulo: 'DNI ja registrat',
    cuerpo:
      "Ja existeix un compte amb aquest DNI. Inicia la sessió o recupera la contrasenya si no te'n recordes.",
  },
  '95': {
    titulo: 'Accedeix amb el teu usuari institucional',
    cuerpo:
      "Com que has estudiat a la universitat, has d'accedir amb el teu usuari i la teva contrasenya institucionals.",
    btn_text: "Entrar amb l'usuari institucional",
    to: '/acces',
  },
  // Confirmations of the company's contacts (spec 001 §8: 96 and 97 saved).
  '96': {
    titulo: 'Contacte desat',
    cuerpo: "Les dades del contacte s'han desat correctament.",
  },
  '97': {
    titulo: 'Tutor de pràctiques desat',
    cuerpo: "Les dades del tutor o la tutora de pràctiques s'han desat correctament.",
  },
  // 98 is the error of contracts/status.ts (incorporation form required); spec 001 also lists 98 as "centre saved".
  '98': {
    titulo: "Formulari d'incorporació pendent",
    cuerpo: "Abans de seleccionar la candidatura, emplena el formulari d'incorporació.",
  },
  '108': {
    titulo: 'Pràctiques no remunerades',
    cuerpo:
      "Les pràctiques no remunerades han de començar almenys 10 dies després de publicar l'oferta. Canvia la data d'inici.",
  },
  '109': {
    titulo: 'Pràctiques no remunerades',
    cuerpo:
      "Les ofertes de pràctiques no remunerades s'han de crear amb almenys 10 dies d'antelació respecte a la data d'inici.",
  },
  '111': {
    titulo: 'Sense autorització per a pràctiques',
    cuerpo:
      "Encara no tens autorització per fer pràctiques. Posa't en contacte amb el servei d'ocupació i pràctiques.",
  },
  '113': {
    titulo: 'Oferta amb restricció de beca',
    cuerpo: "Només s'hi poden inscriure els estudiants que compleixin les condicions de la beca associada.",
  },
  '115': {
    titulo: 'Número de la Seguretat Social no modificable',
    cuerpo:
      "El servei d'ocupació i pràctiques ja ha validat el teu número de la Seguretat Social, així que no es pot canviar aquí. Si cal corregir-lo, posa't en contacte amb el servei.",
    btn_text: "Escriure al servei d'ocupació i pràctiques",
    to: '/contacte',
    aviso: "El formulari de contacte s'obre en una pestanya nova: el que has escrit aquí es conserva.",
  },
  '120': {
    titulo: "Pendent d'alta al fòrum",
    cuerpo: "Hem rebut la teva sol·licitud. L'alta al fòrum d'ocupació està pendent de creació.",
  },
  // Ours: an upload refused because it would unpack or decode past the bounds, or the checks are busy.
  '150': {
    titulo: 'Fitxer desmesurat en obrir-lo',
    cuerpo:
      "En obrir-lo (descomprimir-lo o mostrar la imatge), aquest fitxer ocuparia moltíssim més del que necessita qualsevol document, així que no s'ha desat. Desa'l de nou des del programa amb què el vas fer, o en PDF, i torna a pujar-lo.",
  },
  '151': {
    titulo: 'Comprovació de fitxers ocupada',
    cuerpo: "Ara mateix estem comprovant molts fitxers. No s'ha desat res: torna a pujar el teu d'aquí a uns segons.",
  },
  // Ours: the uploaded files of a student or company would pass their storage quota.
  '413': {
    titulo: 'Espai de fitxers ple',
    cuerpo: "Els teus fitxers ja ocupen tot l'espai disponible. Esborra algun document que ja no necessitis i torna a pujar aquest.",
  },
  // Ours: a rate limit. The server's answer says the wait itself (mensaje); this is for a refusal without it.
  '429': {
    titulo: 'Massa intents',
    cuerpo: 'Has fet massa intents seguits. Espera uns minuts i torna-ho a provar.',
  },
  // Service unavailable, and any network failure.
  '500': {
    titulo: 'Servei no disponible',
    cuerpo:
      "Ara mateix no podem connectar amb el servei. Revisa la connexió a internet i torna-ho a provar d'aquí a uns minuts.",
    aviso: "Hem enviat un informe de l'error a l'equip tècnic: no cal que ens escriguis.",
  },
  // Confirmations (spec 000 §8 and 001 §8, success messages).
  '501': {
    titulo: 'Inscripció cancel·lada',
    cuerpo: "Has cancel·lat la teva inscripció a l'oferta.",
  },
  '502': {
    titulo: 'Currículum enviat',
    cuerpo: "El currículum s'ha enviat a l'empresa per correu electrònic.",
  },
  '503': {
    titulo: 'Empresa registrada',
    cuerpo:
      "La teva empresa s'ha registrat correctament. Podràs accedir al portal quan el servei d'ocupació i pràctiques l'hagi validada.",
  },
  '504': {
    titulo: 'Registre completat',
    cuerpo: "T'has registrat correctament al portal.",
  },
  '505': {
    titulo: 'Enllaç enviat',
    cuerpo: "T'hem enviat un correu electrònic amb un enllaç per recuperar la contrasenya.",
  },
  '506': {
    titulo: 'Oferta creada',
    cuerpo: "L'oferta s'ha creat correctament.",
  },
  '507': {
    titulo: 'Descripció desada',
    cuerpo: "La descripció s'ha desat correctament.",
  },
  '508': {
    titulo: 'Contrasenya restablerta',
    cuerpo: "La teva contrasenya s'ha restablert. Ja pots iniciar la sessió amb la contrasenya nova.",
  },
  '509': {
    titulo: 'Candidat no trobat',
    cuerpo:
      'No hi ha cap candidat amb aquest DNI i aquests cognoms a qui es puguin proposar unes pràctiques. Revisa les dues dades.',
  },
  '510': {
    titulo: 'Proposta registrada',
    cuerpo: "La proposta s'ha registrat correctament.",
  },
  '511': {
    titulo: 'Oferta tancada',
    cuerpo: "L'oferta s'ha tancat correctament.",
  },
  '512': {
    titulo: 'Oferta modificada',
    cuerpo: "Els canvis de l'oferta s'han desat correctament.",
  },
  '513': {
    titulo: 'Documents adjuntats',
    cuerpo: "Els documents s'han adjuntat correctament.",
  },
  '514': {
    titulo: 'Contrasenya establerta',
    cuerpo: "La teva contrasenya s'ha desat. Ja pots iniciar la sessió al portal.",
  },
  '516': {
    titulo: 'Oferta eliminada',
    cuerpo: "L'oferta s'ha eliminat correctament.",
  },
  '517': {
    titulo: 'Sol·licitud de baixa rebuda',
    cuerpo: "Hem rebut la teva sol·licitud de baixa. Suprimirem el teu compte i les teves dades en la data indicada; fins aleshores la pots cancel·lar des d'aquesta pàgina.",
  },
  '518': {
    titulo: 'Completa les teves dades',
    cuerpo: 'Per continuar, completa les dades del teu compte i el teu número de la Seguretat Social.',
  },
  '519': {
    titulo: 'Resposta desada',
    cuerpo: 'Hem desat la teva resposta a la preinscripció.',
  },
  '521': {
    titulo: 'Contrasenya canviada',
    cuerpo: "La teva contrasenya s'ha canviat correctament.",
  },
  '522': {
    titulo: 'Usuari creat',
    cuerpo: "L'usuari s'ha creat correctament.",
  },
  '523': {
    titulo: 'Adhesió sol·licitada',
    cuerpo: "Hem rebut la teva sol·licitud d'adhesió al programa.",
  },
  '524': {
    titulo: 'Usuari no actiu',
    cuerpo: 'Aquest correu electrònic no correspon a cap usuari actiu del portal.',
  },
  '525': {
    titulo: 'Revisa el formulari',
    cuerpo:
      'Si us plau, revisa el formulari: els camps marcats en vermell són obligatoris o contenen algun error.',
  },
  '526': {
    titulo: 'Mida de la foto',
    cuerpo: "La foto pot mesurar com a màxim 1000 píxels d'amplada i d'alçada.",
  },
  '528': {
    titulo: 'Sol·licitud creada',
    cuerpo: "La teva sol·licitud s'ha creat correctament.",
  },
  '529': {
    titulo: 'Canvi sol·licitat',
    cuerpo: 'Hem rebut la teva sol·licitud de canvi.',
  },
  '530': {
    titulo: 'Sol·licitud rebutjada',
    cuerpo: "La sol·licitud s'ha rebutjat.",
  },
  '531': {
    titulo: 'Sol·licitud acceptada',
    cuerpo: "La sol·licitud s'ha acceptat.",
  },
  '532': {
    titulo: 'Dades actualitzades',
    cuerpo: "Les dades s'han actualitzat correctament.",
  },
  // 533 follows both a programme adhesion request and an event enrolment.
  '533': {
    titulo: 'Sol·licitud registrada',
    cuerpo: "La teva sol·licitud s'ha registrat correctament.",
  },
  '534': {
    titulo: 'Dades del teu perfil',
    cuerpo:
      'La sol·licitud del programa es farà amb les dades del teu perfil. Comprova que estiguin actualitzades.',
  },
  '535': {
    titulo: "Falta l'IBAN",
    cuerpo: "Per continuar cal indicar l'IBAN de l'empresa.",
  },
  '536': {
    titulo: 'Sol·licitud de conveni registrada',
    cuerpo:
      "Hem rebut la sol·licitud de conveni. Es generarà el conveni de cooperació educativa entre l'empresa i la universitat.",
  },
  '537': {
    titulo: 'Falta la còpia del títol',
    cuerpo: "Puja una còpia del teu títol a l'apartat de documents privats.",
  },
  '538': {
    titulo: 'Contacte creat',
    cuerpo: "El contacte s'ha creat correctament.",
  },
  '539': {
    titulo: 'Informació completada',
    cuerpo: "La informació de l'empresa s'ha completat correctament.",
  },
  '540': {
    titulo: "Formulari d'incorporació desat",
    cuerpo: "Hem desat el formulari d'incorporació i la candidatura ha passat a seleccionada.",
  },
  '541': {
    titulo: 'Missatge enviat',
    cuerpo: 'Hem rebut la teva consulta. Et respondrem tan aviat com sigui possible.',
  },
  // Company errors in the 5xx range (spec 001 §8).
  '543': {
    titulo: 'Oferta caducada',
    cuerpo: "Aquesta oferta ha caducat i ja no es pot canviar l'estat de les seves candidatures.",
  },
  '544': {
    titulo: 'Sense conveni actiu',
    cuerpo:
      "La teva empresa no té cap conveni de cooperació educativa actiu amb la universitat. Sol·licita'n un per continuar.",
  },
  '618': {
    titulo: 'Document desat',
    cuerpo: "El document s'ha desat correctament.",
  },
  '130': {
    titulo: 'Registre no trobat',
    cuerpo: 'Aquest registre ja no existeix. Torna a la cua per veure el que continua pendent.',
  },
  '131': {
    titulo: 'El registre ha canviat',
    cuerpo: "Una altra persona del servei o el seu titular l'ha modificat mentre el revisaves. Torna a carregar-lo i revisa'n l'estat abans de decidir.",
  },
  '132': {
    titulo: 'Falta el motiu',
    cuerpo: 'Aquesta decisió necessita un motiu: qui la rep el llegirà.',
  },
  '133': {
    titulo: 'Decisió no disponible',
    cuerpo: "L'estat actual del registre no permet aquesta decisió. Torna a carregar-lo per veure què pots fer.",
  },
  '180': {
    titulo: 'Número de la Seguretat Social ja registrat',
    cuerpo: 'Aquest número de la Seguretat Social ja està registrat en un altre compte. Comprova que l\'has escrit bé; si és el teu, posa\'t en contacte amb el servei d\'ocupació i pràctiques.',
    btn_text: "Escriure al servei d'ocupació i pràctiques",
    to: '/contacte',
    aviso: "El formulari de contacte s'obre en una pestanya nova: el que has escrit aquí es conserva.",
  },
  '134': {
    titulo: 'Sol·licitud de compte rebutjada',
    cuerpo: "El servei d'ocupació ha rebutjat la sol·licitud d'alta de la teva empresa.",
  },
  '620': {
    titulo: 'Decisió desada',
    cuerpo: "La decisió s'ha desat i s'ha avisat a qui correspon.",
  },
  '140': {
    titulo: 'Correu ja registrat',
    cuerpo: 'Ja existeix un compte del personal amb aquest correu electrònic.',
  },
  '141': {
    titulo: 'No pots canviar el teu propi compte',
    cuerpo: "No pots bloquejar el teu propi compte ni treure't el rol d'administració. Demana-ho a una altra persona administradora.",
  },
  '142': {
    titulo: 'Cal una persona administradora',
    cuerpo: "Aquest canvi deixaria el servei sense cap compte d'administració actiu. Dona abans el rol d'administració a una altra persona.",
  },
  '143': {
    titulo: 'Compte no trobat',
    cuerpo: 'Aquest compte del personal no existeix. Torna a carregar la llista.',
  },
  '190': {
    titulo: 'Comunicació no trobada',
    cuerpo: 'Aquesta comunicació no existeix. Torna a la llista de comunicacions.',
  },
  '191': {
    titulo: 'Comunicació retirada',
    cuerpo: "Aquesta comunicació ja s'ha retirat i no es pot canviar. Escriu-ne una de nova si cal.",
  },
  '200': {
    titulo: 'Enquesta no trobada',
    cuerpo: "Aquesta enquesta no existeix. Torna a la llista d'enquestes.",
  },
  '201': {
    titulo: 'Enquesta ja publicada',
    cuerpo: 'Aquesta enquesta ja es va publicar: ja no es pot editar ni tornar a publicar. Si necessites altres preguntes, crea una enquesta nova.',
  },
  '202': {
    titulo: "L'enquesta ja té respostes",
    cuerpo: 'Algú ja ha respost aquesta enquesta: les seves preguntes ja no poden canviar, perquè les respostes continuïn corresponent al que es va preguntar.',
  },
  '203': {
    titulo: 'Revisa les preguntes',
    cuerpo: 'Les preguntes o els seus salts no formen una enquesta vàlida. El missatge indica quines preguntes cal revisar.',
  },
  '204': {
    titulo: "L'enquesta no està oberta",
    cuerpo: "Només es pot tancar una enquesta publicada que encara no s'hagi tancat.",
  },
  '205': {
    titulo: 'Sense xifres per a aquest grup',
    cuerpo: "Han respost menys de cinc persones d'aquest grup, o l'enquesta és anònima i les respostes no guarden qui les va donar: per protegir-ne la intimitat no es mostren xifres. Treu el filtre o tria un grup més ampli.",
  },
  '210': {
    titulo: 'Període no vàlid',
    cuerpo: 'La data final del període és anterior a la inicial, o el període passa de deu anys. Corregeix les dates.',
  },
  '211': {
    titulo: 'Titulació desconeguda',
    cuerpo: 'Aquesta titulació no és a la llista de titulacions. Tria-ne una de la llista.',
  },
  '212': {
    titulo: 'Guia no trobada',
    cuerpo: "Aquesta guia d'orientació no existeix. Torna a la llista de guies.",
  },
  '213': {
    titulo: 'La guia ja està publicada',
    cuerpo: "Aquesta guia ja està publicada: l'alumnat ja la veu.",
  },
  '214': {
    titulo: 'La guia no està publicada',
    cuerpo: 'Només es pot retirar una guia publicada.',
  },
  '215': {
    titulo: 'La guia no es pot moure més',
    cuerpo: 'La guia ja és la primera (o la darrera) de la llista.',
  },
  '192': {
    titulo: 'Esdeveniment no trobat',
    cuerpo: "Aquest esdeveniment (o aquesta inscripció) no existeix. Torna a la llista d'esdeveniments.",
  },
  '193': {
    titulo: 'Esdeveniment cancel·lat',
    cuerpo: "Aquest esdeveniment s'ha cancel·lat: ja no es pot canviar, publicar ni marcar-ne l'assistència.",
  },
  '194': {
    titulo: 'Places insuficients',
    cuerpo: "Les places no poden ser menys que les inscripcions que ja té l'esdeveniment.",
  },
  '195': {
    titulo: 'Inscripció encara no oberta',
    cuerpo: "La inscripció d'aquest esdeveniment encara no s'ha obert.",
  },
  '196': {
    titulo: 'Esdeveniment ja publicat',
    cuerpo: 'Aquest esdeveniment ja està publicat.',
  },
  '197': {
    titulo: 'Esdeveniment sense publicar',
    cuerpo: "L'assistència només es marca en un esdeveniment publicat.",
  },
  '640': {
    titulo: 'Comunicació desada',
    cuerpo: "La comunicació s'ha desat; la veurà el seu públic a la portada en les dates indicades.",
  },
  '641': {
    titulo: 'Comunicació retirada',
    cuerpo: 'La comunicació ja no es mostra a la portada.',
  },
  '642': {
    titulo: 'Esdeveniment desat',
    cuerpo: "L'esdeveniment s'ha desat.",
  },
  '643': {
    titulo: 'Esdeveniment publicat',
    cuerpo: "El seu públic ja veu l'esdeveniment i s'hi pot inscriure.",
  },
  '644': {
    titulo: 'Esdeveniment cancel·lat',
    cuerpo: "L'esdeveniment s'ha cancel·lat i cada persona inscrita n'ha rebut l'avís.",
  },
  '645': {
    titulo: 'Assistència desada',
    cuerpo: "L'assistència s'ha desat.",
  },
  '650': {
    titulo: 'Enquesta desada',
    cuerpo: "L'esborrany de l'enquesta s'ha desat. Ningú no la veurà fins que la publiquis.",
  },
  '651': {
    titulo: 'Enquesta publicada',
    cuerpo: "L'enquesta està publicada: el seu públic la podrà respondre des del primer dia.",
  },
  '652': {
    titulo: 'Enquesta tancada',
    cuerpo: "L'enquesta està tancada: ja ningú no la pot respondre. Els resultats continuen disponibles.",
  },
  '653': {
    titulo: 'Guia desada',
    cuerpo: "La guia d'orientació s'ha desat.",
  },
  '654': {
    titulo: 'Guia publicada',
    cuerpo: "La guia està publicada: l'alumnat la veu en l'ordre de la llista.",
  },
  '655': {
    titulo: 'Guia retirada',
    cuerpo: "La guia s'ha retirat: l'alumnat ja no la veu.",
  },
  '656': {
    titulo: 'Guia moguda',
    cuerpo: "La guia ha canviat de lloc en l'ordre que veu l'alumnat.",
  },
  '170': {
    titulo: "Només l'empresa dona d'alta els seus contactes",
    cuerpo:
      "Els contactes d'una empresa els dona d'alta la mateixa empresa. Indica el correu electrònic de la persona a la teva proposta: l'empresa la confirmarà.",
  },
  // Ours (issue 22): leaving the service.
  '160': {
    titulo: 'Baixa cancel·lada',
    cuerpo: 'Has cancel·lat la teva sol·licitud de baixa: el teu compte i les teves dades continuen com estaven i les empreses tornen a veure les teves candidatures.',
  },
  '161': {
    titulo: 'No hi ha cap baixa pendent',
    cuerpo: "No tens cap sol·licitud de baixa pendent per cancel·lar. Torna a carregar la pàgina per veure'n l'estat.",
  },
  '162': {
    titulo: 'Dades suprimides',
    cuerpo: "Hem suprimit el teu compte i les teves dades del portal. T'hem enviat un correu de confirmació.",
  },
  '163': {
    titulo: 'Tens unes pràctiques en curs',
    cuerpo: "No podem suprimir les teves dades mentre tinguis unes pràctiques en curs o pendents de començar. Escriu al servei d'ocupació per tancar-les i tramitar la baixa.",
  },
  '164': {
    titulo: 'Tens una baixa pendent',
    cuerpo: "Has sol·licitat la baixa del servei. Si vols inscriure't a ofertes, cancel·la abans la sol·licitud de baixa.",
  },
  '630': {
    titulo: 'Compte creat',
    cuerpo: 'Hem enviat a la nova persona un enllaç per establir la seva contrasenya.',
  },
  '631': {
    titulo: 'Rol canviat',
    cuerpo: "El rol del compte s'ha actualitzat.",
  },
  '632': {
    titulo: 'Compte bloquejat',
    cuerpo: "El compte s'ha bloquejat i les seves sessions s'han tancat.",
  },
  '633': {
    titulo: 'Compte desbloquejat',
    cuerpo: 'El compte torna a poder entrar al portal.',
  },
  '218': {
    titulo: 'Contrast insuficient',
    cuerpo:
      'Dos colors de la marca no es distingeixen prou (WCAG AA). El missatge indica quina parella i amb quin contrast; tria colors més contrastats.',
  },
  '219': {
    titulo: 'Logotip no vàlid',
    cuerpo: "El logotip no s'ha pujat aquí ni és un dels del portal. Torna'l a pujar.",
  },
  '220': {
    titulo: 'Logotip massa gran',
    cuerpo: "El logotip no pot passar d'1 MB. Puja una imatge més lleugera.",
  },
  '657': {
    titulo: 'Configuració desada',
    cuerpo:
      "La marca i la configuració s'han desat: es veuran en la propera càrrega de cada pàgina.",
  },
  '658': {
    titulo: 'Logotip pujat',
    cuerpo: 'El logotip es veurà al portal quan desis la configuració.',
  },
};
