import type { StatusCatalogueTexts } from './types';

/**
 * Spanish texts of the status catalogue (spec 000 §8 and 001 §8), by status code. The spec gives only
 * the meaning of most codes; the texts it quotes are kept as written (80 "Atención", 40, 525, 538).
 * Confirmations: 96, 97, 120 and 501 to 618 except 543 and 544; every other code is an error.
 * `btn_text` only where the button does something: 2 goes to the login, and accepting an error of
 * category important logs out (contracts/status.ts `errorBehaviour`).
 */
export const statusEs: StatusCatalogueTexts = {
  // Errors shared by students and companies, and student errors (spec 000 §8, 001 §8).
  '1': {
    titulo: 'Se ha producido un error',
    cuerpo: 'No hemos podido completar la operación. Vuelve a intentarlo dentro de unos minutos.',
    aviso: 'Hemos enviado un informe del error al equipo técnico: no hace falta que nos escribas.',
  },
  '2': {
    titulo: 'Sesión finalizada',
    cuerpo: 'Tu sesión ha caducado o se ha cerrado. Vuelve a iniciar sesión para continuar.',
    btn_text: 'Volver a iniciar sesión',
  },
  '3': {
    titulo: 'Acceso denegado',
    cuerpo: 'No tienes permiso para acceder a esta sección o realizar esta acción.',
    btn_text: 'Cerrar sesión',
  },
  '4': {
    titulo: 'Oferta no encontrada',
    cuerpo: 'No hemos encontrado la oferta que buscas. Es posible que se haya cerrado o retirado.',
  },
  '6': {
    titulo: 'Oferta de empleo',
    cuerpo: 'Esta oferta es de empleo. Puedes consultarla en el apartado de ofertas de empleo.',
  },
  '7': {
    titulo: 'Oferta de prácticas',
    cuerpo: 'Esta oferta es de prácticas. Puedes consultarla en el apartado de ofertas de prácticas.',
  },
  '8': {
    titulo: 'Datos ya registrados',
    cuerpo: 'Los datos que intentas guardar ya existen en el portal.',
  },
  '9': {
    titulo: 'Empresa no validada',
    cuerpo:
      'Tu empresa todavía no ha sido validada por el servicio de empleo y prácticas o tiene el acceso bloqueado. Si necesitas más información, ponte en contacto con el servicio.',
    btn_text: 'Cerrar sesión',
  },
  '10': {
    titulo: 'Candidatura ya presentada',
    cuerpo: 'Ya te habías inscrito en esta oferta. Puedes seguir su estado en tus candidaturas.',
  },
  '11': {
    titulo: 'Falta documentación',
    cuerpo:
      'Para inscribirte en esta oferta tienes que aportar la documentación obligatoria que se indica. Súbela y vuelve a intentarlo.',
  },
  '12': {
    titulo: 'No se ha podido enviar el correo',
    cuerpo: 'Ha habido un problema al enviar el correo electrónico. Vuelve a intentarlo más tarde.',
    aviso: 'Hemos enviado un informe del error al equipo técnico: no hace falta que nos escribas.',
  },
  '13': {
    titulo: 'Oferta para otra titulación',
    cuerpo:
      'Esta oferta está dirigida a estudiantes de otras titulaciones, por lo que no puedes inscribirte.',
  },
  '14': {
    titulo: 'Cambio de estado no permitido',
    cuerpo: 'No es posible pasar la candidatura al estado seleccionado.',
  },
  '15': {
    titulo: 'Faltan datos obligatorios',
    cuerpo: 'Completa todos los datos obligatorios antes de continuar.',
  },
  '16': {
    titulo: 'Correo electrónico ya registrado',
    cuerpo:
      'Ya existe una cuenta con este correo electrónico. Inicia sesión o recupera tu contraseña si no la recuerdas.',
  },
  '17': {
    titulo: 'Coincide con otras prácticas',
    cuerpo: 'Las fechas de esta oferta coinciden con las de otras prácticas que ya tienes.',
  },
  '18': {
    titulo: 'Oferta solo para grado',
    cuerpo: 'Esta oferta está dirigida únicamente a estudiantes de grado.',
  },
  '19': {
    titulo: 'Oferta solo para posgrado',
    cuerpo: 'Esta oferta está dirigida únicamente a estudiantes de posgrado.',
  },
  '20': {
    titulo: 'Sin acceso al servicio de empleo',
    cuerpo:
      'Tu cuenta no tiene acceso al servicio de empleo. Si crees que es un error, ponte en contacto con el servicio de empleo y prácticas.',
  },
  '21': {
    titulo: 'Sin acceso al servicio de prácticas',
    cuerpo:
      'Tu cuenta no tiene acceso al servicio de prácticas. Si crees que es un error, ponte en contacto con el servicio de empleo y prácticas.',
  },
  '23': {
    titulo: 'Sin matrícula de prácticas',
    cuerpo:
      'No consta tu matrícula de prácticas, por lo que todavía no puedes inscribirte en ofertas de prácticas.',
  },
  '25': {
    titulo: 'Oferta gestionada por el servicio',
    cuerpo:
      'Esta oferta la gestiona el servicio de empleo y prácticas y no se puede modificar. Si necesitas hacer algún cambio, ponte en contacto con el servicio.',
  },
  '26': {
    titulo: 'No hay estudios',
    cuerpo: 'No hemos encontrado ningún estudio asociado a tu cuenta.',
  },
  '27': {
    titulo: 'Revisa las fechas',
    cuerpo: 'La fecha de inicio debe ser anterior a la fecha de fin.',
  },
  '28': {
    titulo: 'Contraseña poco segura',
    cuerpo: 'La contraseña debe tener al menos 8 caracteres e incluir al menos un número.',
  },
  '29': {
    titulo: 'Correo de contacto ya registrado',
    cuerpo: 'Ya existe un contacto con este correo electrónico.',
  },
  '30': {
    titulo: 'Candidatura ya tramitada',
    cuerpo: 'Tu candidatura ya se ha tramitado, por lo que no puedes cancelar la inscripción.',
  },
  '31': {
    titulo: 'Candidatura no encontrada',
    cuerpo: 'No hemos encontrado la candidatura solicitada.',
  },
  '32': {
    titulo: 'Cuenta dada de baja',
    cuerpo:
      'Tu cuenta está dada de baja en el servicio. Si quieres volver a utilizar el portal, ponte en contacto con el servicio de empleo y prácticas.',
    btn_text: 'Cerrar sesión',
  },
  '33': {
    titulo: 'CIF no válido',
    cuerpo: 'El formato del CIF no es correcto. Revísalo y vuelve a intentarlo.',
  },
  '34': {
    titulo: 'Permiso de trabajo necesario',
    cuerpo: 'Para inscribirte en esta oferta necesitas un permiso de trabajo.',
  },
  '35': {
    titulo: 'Encuesta no disponible',
    cuerpo: 'No puedes acceder a esta encuesta.',
  },
  '36': {
    titulo: 'Encuesta no disponible',
    cuerpo: 'Esta encuesta no está disponible para usuarios ya registrados.',
  },
  '37': {
    titulo: 'Acceso anónimo no permitido',
    cuerpo: 'Esta encuesta no admite respuestas anónimas. Inicia sesión para responderla.',
  },
  '38': {
    titulo: 'Encuesta no dirigida a ti',
    cuerpo: 'Esta encuesta no está dirigida a tu perfil.',
  },
  '39': {
    titulo: 'Encuesta ya respondida',
    cuerpo: 'Ya has respondido a esta encuesta. ¡Gracias por participar!',
  },
  '40': {
    titulo: 'Faltan respuestas',
    cuerpo: 'Para continuar, responde todas las preguntas obligatorias.',
  },
  '42': {
    titulo: 'Enlace no válido',
    cuerpo: 'Este enlace ha caducado o ya se ha utilizado. Solicita uno nuevo si lo necesitas.',
  },
  '43': {
    titulo: 'Contraseña ya establecida',
    cuerpo: 'Ya habías establecido tu contraseña. Inicia sesión con ella o recupérala si no la recuerdas.',
  },
  '44': {
    titulo: 'Correo de otra empresa',
    cuerpo: 'Este correo electrónico pertenece a un usuario de otra empresa. Utiliza otra dirección.',
  },
  '46': {
    titulo: 'Tipo de fichero no permitido',
    cuerpo: 'Este tipo de fichero no está permitido. Súbelo en uno de los formatos admitidos.',
  },
  '47': {
    titulo: 'Oferta para otros estudios',
    cuerpo: 'Esta oferta está dirigida a otro nivel de estudios, por lo que no puedes inscribirte.',
  },
  '48': {
    titulo: 'Candidatura no modificable',
    cuerpo: 'No se puede actualizar esta candidatura sin la autorización del servicio de empleo y prácticas.',
  },
  '49': {
    titulo: 'Cambio de estado no permitido',
    cuerpo: 'No es posible cambiar el estado de esta candidatura.',
  },
  '52': {
    titulo: 'Faltan créditos',
    cuerpo: 'No tienes superados los créditos mínimos necesarios para inscribirte en esta oferta.',
  },
  '53': {
    titulo: 'Oferta no disponible para ti',
    cuerpo: 'Esta oferta está dirigida a estudiantes que no tienen prácticas pendientes.',
  },
  '54': {
    titulo: 'Activa tu búsqueda',
    cuerpo: 'Para inscribirte, activa en tu perfil la búsqueda de prácticas o de empleo.',
  },
  '55': {
    titulo: 'Necesitas tu propio CV',
    cuerpo:
      'Esta oferta requiere que adjuntes tu propio currículum. Súbelo a tu perfil antes de inscribirte.',
  },
  '56': {
    titulo: 'Documento ya subido',
    cuerpo: 'Este documento ya se había subido.',
  },
  '57': {
    titulo: 'Añade al menos un estudio',
    cuerpo: 'Tu perfil debe incluir al menos un estudio.',
  },
  '58': {
    titulo: 'Dedicación del programa',
    cuerpo: 'Una oferta de un programa de prácticas debe tener la dedicación y la duración que fija el programa (por lo general, el 80 % de la jornada durante 12 meses).',
  },
  '59': {
    titulo: 'Acceso denegado',
    cuerpo: 'No tienes permiso para acceder a esta sección o realizar esta acción.',
    btn_text: 'Cerrar sesión',
  },
  '60': {
    titulo: 'Correo electrónico ya registrado',
    cuerpo:
      'Ya existe una cuenta con este correo electrónico. Inicia sesión o recupera tu contraseña si no la recuerdas.',
  },
  '62': {
    titulo: 'No se pueden eliminar todos los estudios',
    cuerpo: 'Tu perfil debe conservar al menos un estudio, así que no puedes eliminarlos todos.',
  },
  '63': {
    titulo: 'Programa no encontrado',
    cuerpo: 'No hemos encontrado el programa solicitado.',
  },
  '64': {
    titulo: 'Programa ya solicitado',
    cuerpo: 'Ya has solicitado la adhesión a este programa. Solo se puede solicitar una vez.',
  },
  '65': {
    titulo: 'Adhesión no necesaria',
    cuerpo: 'Este programa no requiere solicitar la adhesión.',
  },
  '66': {
    titulo: 'Documento de identidad no válido',
    cuerpo:
      'El número del documento de identidad (DNI o NIE) no es correcto. Revísalo y vuelve a intentarlo.',
  },
  '68': {
    titulo: 'Oferta no editable',
    cuerpo: 'Esta oferta ya no se puede modificar.',
  },
  '69': {
    titulo: 'Correo electrónico no válido',
    cuerpo: 'El correo electrónico no es correcto. Revísalo y vuelve a intentarlo.',
  },
  '70': {
    titulo: 'Teléfono no válido',
    cuerpo: 'El número de teléfono no es correcto. Revísalo y vuelve a intentarlo.',
  },
  '71': {
    titulo: 'Acceso denegado',
    cuerpo: 'Tu usuario no tiene permiso para acceder a los datos de esta empresa.',
    btn_text: 'Cerrar sesión',
  },
  '72': {
    titulo: 'Falta el IBAN',
    cuerpo: 'Indica el IBAN de la cuenta bancaria para continuar.',
  },
  '73': {
    titulo: 'IBAN no válido',
    cuerpo: 'El IBAN indicado no es correcto. Revísalo y vuelve a intentarlo.',
  },
  '74': {
    titulo: 'Evento completo',
    cuerpo: 'No quedan plazas disponibles para este evento.',
  },
  '75': {
    titulo: 'Inscripción cerrada',
    cuerpo: 'El plazo de inscripción de este evento ha finalizado.',
  },
  '76': {
    titulo: 'Inscripción ya realizada',
    cuerpo: 'Ya te habías inscrito en este evento.',
  },
  '77': {
    titulo: 'Evento no disponible',
    cuerpo: 'Este evento no está dirigido a tu tipo de usuario.',
  },
  '78': {
    titulo: 'Evento no encontrado',
    cuerpo: 'No hemos encontrado el evento solicitado. Es posible que se haya cancelado.',
  },
  '79': {
    titulo: 'Acceso denegado',
    cuerpo: 'Tu tipo de usuario no tiene permiso para acceder a esta sección.',
    btn_text: 'Cerrar sesión',
  },
  '80': {
    titulo: 'Atención',
    cuerpo:
      'No es posible realizar la candidatura porque no cumples los requisitos de la oferta. Revisa los datos guardados en tu perfil o escribe al correo de inscripciones indicando tu DNI y la referencia de la oferta.',
  },
  '81': {
    titulo: 'Límite de solicitudes alcanzado',
    cuerpo:
      'Has alcanzado el número máximo de solicitudes de centros educativos aceptadas a la vez. Podrás aceptar otra cuando termine alguna de las prácticas en curso.',
  },
  '83': {
    titulo: 'Número de la Seguridad Social no válido',
    cuerpo: 'El número de afiliación a la Seguridad Social no es correcto. Revísalo y vuelve a intentarlo.',
  },
  '84': {
    titulo: 'Número de la Seguridad Social no modificable',
    cuerpo:
      'El servicio de empleo y prácticas ya ha validado tu número de la Seguridad Social, así que no se puede cambiar aquí. Si hay que corregirlo, ponte en contacto con el servicio.',
    btn_text: 'Escribir al servicio de empleo y prácticas',
    to: '/contacto',
    aviso: 'El formulario de contacto se abre en una pestaña nueva: lo que has escrito aquí se conserva.',
  },
  '90': {
    titulo: 'Cuenta bloqueada',
    cuerpo:
      'Tu cuenta está bloqueada. Ponte en contacto con el servicio de empleo y prácticas para más información.',
    btn_text: 'Cerrar sesión',
  },
  '91': {
    titulo: 'Solo para estudiantes adheridos',
    cuerpo: 'Esta oferta está reservada a estudiantes adheridos al programa.',
  },
  '94': {
    titulo: 'DNI ya registrado',
    cuerpo: 'Ya existe una cuenta con este DNI. Inicia sesión o recupera tu contraseña si no la recuerdas.',
  },
  '95': {
    titulo: 'Accede con tu usuario institucional',
    cuerpo:
      'Como has estudiado en la universidad, debes acceder con tu usuario y contraseña institucionales.',
    btn_text: 'Entrar con el usuario institucional',
    to: '/acceso',
  },
  // Confirmations of the company's contacts (spec 001 §8: 96 and 97 saved).
  '96': {
    titulo: 'Contacto guardado',
    cuerpo: 'Los datos del contacto se han guardado correctamente.',
  },
  '97': {
    titulo: 'Tutor de prácticas guardado',
    cuerpo: 'Los datos del tutor o la tutora de prácticas se han guardado correctamente.',
  },
  // 98 is the error of contracts/status.ts (incorporation form required); spec 001 also lists 98 as "centre saved".
  '98': {
    titulo: 'Formulario de incorporación pendiente',
    cuerpo: 'Antes de seleccionar la candidatura, rellena el formulario de incorporación.',
  },
  '108': {
    titulo: 'Prácticas no remuneradas',
    cuerpo:
      'Las prácticas no remuneradas deben empezar al menos 10 días después de publicar la oferta. Cambia la fecha de inicio.',
  },
  '109': {
    titulo: 'Prácticas no remuneradas',
    cuerpo:
      'Las ofertas de prácticas no remuneradas deben crearse con al menos 10 días de antelación respecto a la fecha de inicio.',
  },
  '111': {
    titulo: 'Sin autorización para prácticas',
    cuerpo:
      'Todavía no tienes autorización para hacer prácticas. Ponte en contacto con el servicio de empleo y prácticas.',
  },
  '113': {
    titulo: 'Oferta con restricción de beca',
    cuerpo:
      'Solo pueden inscribirse en esta oferta los estudiantes que cumplan las condiciones de la beca asociada.',
  },
  '115': {
    titulo: 'Número de la Seguridad Social no modificable',
    cuerpo:
      'El servicio de empleo y prácticas ya ha validado tu número de la Seguridad Social, así que no se puede cambiar aquí. Si hay que corregirlo, ponte en contacto con el servicio.',
    btn_text: 'Escribir al servicio de empleo y prácticas',
    to: '/contacto',
    aviso: 'El formulario de contacto se abre en una pestaña nueva: lo que has escrito aquí se conserva.',
  },
  '120': {
    titulo: 'Pendiente de alta en el foro',
    cuerpo: 'Hemos recibido tu solicitud. El alta en el foro de empleo está pendiente de creación.',
  },
  // Ours: an upload refused because it would unpack or decode past the bounds, or the checks are busy.
  '150': {
    titulo: 'Fichero desmesurado al abrirlo',
    cuerpo:
      'Al abrirlo (descomprimirlo o mostrar la imagen), este fichero ocuparía muchísimo más de lo que necesita cualquier documento, así que no se ha guardado. Guárdalo de nuevo desde el programa con el que lo hiciste, o en PDF, y vuelve a subirlo.',
  },
  '151': {
    titulo: 'Comprobación de ficheros ocupada',
    cuerpo: 'Ahora mismo estamos comprobando muchos ficheros. No se ha guardado nada: vuelve a subir el tuyo dentro de unos segundos.',
  },
  // Ours: the uploaded files of a student or company would pass their storage quota.
  '413': {
    titulo: 'Espacio de ficheros lleno',
    cuerpo: 'Tus ficheros ya ocupan todo el espacio disponible. Borra algún documento que ya no necesites y vuelve a subir este.',
  },
  // Ours: a rate limit. The server's answer says the wait itself (mensaje); this is for a refusal without it.
  '429': {
    titulo: 'Demasiados intentos',
    cuerpo: 'Has hecho demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.',
  },
  // Service unavailable, and any network failure.
  '500': {
    titulo: 'Servicio no disponible',
    cuerpo:
      'En este momento no podemos conectar con el servicio. Revisa tu conexión a internet y vuelve a intentarlo en unos minutos.',
    aviso: 'Hemos enviado un informe del error al equipo técnico: no hace falta que nos escribas.',
  },
  // Confirmations (spec 000 §8 and 001 §8, success messages).
  '501': {
    titulo: 'Inscripción cancelada',
    cuerpo: 'Has cancelado tu inscripción en la oferta.',
  },
  '502': {
    titulo: 'Currículum enviado',
    cuerpo: 'El currículum se ha enviado a la empresa por correo electrónico.',
  },
  '503': {
    titulo: 'Empresa registrada',
    cuerpo:
      'Tu empresa se ha registrado correctamente. Podrás acceder al portal cuando el servicio de empleo y prácticas la haya validado.',
  },
  '504': {
    titulo: 'Registro completado',
    cuerpo: 'Te has registrado correctamente en el portal.',
  },
  '505': {
    titulo: 'Enlace enviado',
    cuerpo: 'Te hemos enviado un correo electrónico con un enlace para recuperar tu contraseña.',
  },
  '506': {
    titulo: 'Oferta creada',
    cuerpo: 'La oferta se ha creado correctamente.',
  },
  '507': {
    titulo: 'Descripción guardada',
    cuerpo: 'La descripción se ha guardado correctamente.',
  },
  '508': {
    titulo: 'Contraseña restablecida',
    cuerpo: 'Tu contraseña se ha restablecido. Ya puedes iniciar sesión con la nueva contraseña.',
  },
  '509': {
    titulo: 'Candidato no encontrado',
    cuerpo:
      'No hay ningún candidato con ese DNI y esos apellidos al que se pueda proponer unas prácticas. Revisa los dos datos.',
  },
  '510': {
    titulo: 'Propuesta registrada',
    cuerpo: 'La propuesta se ha registrado correctamente.',
  },
  '511': {
    titulo: 'Oferta cerrada',
    cuerpo: 'La oferta se ha cerrado correctamente.',
  },
  '512': {
    titulo: 'Oferta modificada',
    cuerpo: 'Los cambios de la oferta se han guardado correctamente.',
  },
  '513': {
    titulo: 'Documentos adjuntados',
    cuerpo: 'Los documentos se han adjuntado correctamente.',
  },
  '514': {
    titulo: 'Contraseña establecida',
    cuerpo: 'Tu contraseña se ha guardado. Ya puedes iniciar sesión en el portal.',
  },
  '516': {
    titulo: 'Oferta eliminada',
    cuerpo: 'La oferta se ha eliminado correctamente.',
  },
  '517': {
    titulo: 'Solicitud de baja recibida',
    cuerpo: 'Hemos recibido tu solicitud de baja. Suprimiremos tu cuenta y tus datos en la fecha indicada; hasta entonces puedes cancelarla desde esta página.',
  },
  '518': {
    titulo: 'Completa tus datos',
    cuerpo: 'Para continuar, completa los datos de tu cuenta y tu número de la Seguridad Social.',
  },
  '519': {
    titulo: 'Respuesta guardada',
    cuerpo: 'Hemos guardado tu respuesta a la preinscripción.',
  },
  '521': {
    titulo: 'Contraseña cambiada',
    cuerpo: 'Tu contraseña se ha cambiado correctamente.',
  },
  '522': {
    titulo: 'Usuario creado',
    cuerpo: 'El usuario se ha creado correctamente.',
  },
  '523': {
    titulo: 'Adhesión solicitada',
    cuerpo: 'Hemos recibido tu solicitud de adhesión al programa.',
  },
  '524': {
    titulo: 'Usuario no activo',
    cuerpo: 'Este correo electrónico no corresponde a ningún usuario activo del portal.',
  },
  '525': {
    titulo: 'Revisa el formulario',
    cuerpo:
      'Por favor, revise el formulario, los campos marcados en rojo son obligatorios o contienen algún error.',
  },
  '526': {
    titulo: 'Tamaño de la foto',
    cuerpo: 'La foto puede medir como máximo 1000 píxeles de ancho y de alto.',
  },
  '528': {
    titulo: 'Solicitud creada',
    cuerpo: 'Tu solicitud se ha creado correctamente.',
  },
  '529': {
    titulo: 'Cambio solicitado',
    cuerpo: 'Hemos recibido tu solicitud de cambio.',
  },
  '530': {
    titulo: 'Solicitud rechazada',
    cuerpo: 'La solicitud se ha rechazado.',
  },
  '531': {
    titulo: 'Solicitud aceptada',
    cuerpo: 'La solicitud se ha aceptado.',
  },
  '532': {
    titulo: 'Datos actualizados',
    cuerpo: 'Los datos se han actualizado correctamente.',
  },
  // 533 follows both a programme adhesion request and an event enrolment.
  '533': {
    titulo: 'Solicitud registrada',
    cuerpo: 'Tu solicitud se ha registrado correctamente.',
  },
  '534': {
    titulo: 'Datos de tu perfil',
    cuerpo: 'La solicitud del programa se hará con los datos de tu perfil. Comprueba que estén actualizados.',
  },
  '535': {
    titulo: 'Falta el IBAN',
    cuerpo: 'Para continuar es necesario indicar el IBAN de la empresa.',
  },
  '536': {
    titulo: 'Solicitud de convenio registrada',
    cuerpo:
      'Hemos recibido la solicitud de convenio. Se generará el convenio de cooperación educativa entre la empresa y la universidad.',
  },
  '537': {
    titulo: 'Falta la copia del título',
    cuerpo: 'Sube una copia de tu título en el apartado de documentos privados.',
  },
  '538': {
    titulo: 'Contacto creado',
    cuerpo: 'Su contacto ha sido creado correctamente.',
  },
  '539': {
    titulo: 'Información completada',
    cuerpo: 'La información de la empresa se ha completado correctamente.',
  },
  '540': {
    titulo: 'Formulario de incorporación guardado',
    cuerpo: 'Hemos guardado el formulario de incorporación y la candidatura ha pasado a seleccionada.',
  },
  '541': {
    titulo: 'Mensaje enviado',
    cuerpo: 'Hemos recibido tu consulta. Te responderemos lo antes posible.',
  },
  // Company errors in the 5xx range (spec 001 §8).
  '543': {
    titulo: 'Oferta caducada',
    cuerpo: 'Esta oferta ha caducado y ya no se puede cambiar el estado de sus candidaturas.',
  },
  '544': {
    titulo: 'Sin convenio activo',
    cuerpo:
      'Tu empresa no tiene un convenio de cooperación educativa activo con la universidad. Solicita uno para continuar.',
  },
  '618': {
    titulo: 'Documento guardado',
    cuerpo: 'El documento se ha guardado correctamente.',
  },
  '130': {
    titulo: 'Registro no encontrado',
    cuerpo: 'Este registro ya no existe. Vuelve a la cola para ver lo que sigue pendiente.',
  },
  '131': {
    titulo: 'El registro ha cambiado',
    cuerpo: 'Otra persona del servicio o su titular lo ha modificado mientras lo revisabas. Vuelve a cargarlo y revisa su estado antes de decidir.',
  },
  '132': {
    titulo: 'Falta el motivo',
    cuerpo: 'Esta decisión necesita un motivo: quien la recibe lo leerá.',
  },
  '133': {
    titulo: 'Decisión no disponible',
    cuerpo: 'El estado actual del registro no permite esta decisión. Vuelve a cargarlo para ver qué puedes hacer.',
  },
  '180': {
    titulo: 'Número de la Seguridad Social ya registrado',
    cuerpo: 'Este número de la Seguridad Social ya está registrado en otra cuenta. Comprueba que lo has escrito bien; si es el tuyo, ponte en contacto con el servicio de empleo y prácticas.',
    btn_text: 'Escribir al servicio de empleo y prácticas',
    to: '/contacto',
    aviso: 'El formulario de contacto se abre en una pestaña nueva: lo que has escrito aquí se conserva.',
  },
  '134': {
    titulo: 'Solicitud de cuenta rechazada',
    cuerpo: 'El servicio de empleo ha rechazado la solicitud de alta de tu empresa.',
  },
  '620': {
    titulo: 'Decisión guardada',
    cuerpo: 'La decisión se ha guardado y se ha avisado a quien corresponde.',
  },
  '140': {
    titulo: 'Correo ya registrado',
    cuerpo: 'Ya existe una cuenta del personal con este correo electrónico.',
  },
  '141': {
    titulo: 'No puedes cambiar tu propia cuenta',
    cuerpo: 'No puedes bloquear tu propia cuenta ni quitarte el rol de administración. Pídeselo a otra persona administradora.',
  },
  '142': {
    titulo: 'Se necesita una persona administradora',
    cuerpo: 'Este cambio dejaría el servicio sin ninguna cuenta de administración activa. Da antes el rol de administración a otra persona.',
  },
  '143': {
    titulo: 'Cuenta no encontrada',
    cuerpo: 'Esta cuenta del personal no existe. Vuelve a cargar la lista.',
  },
  '190': {
    titulo: 'Comunicación no encontrada',
    cuerpo: 'Esta comunicación no existe. Vuelve a la lista de comunicaciones.',
  },
  '191': {
    titulo: 'Comunicación retirada',
    cuerpo: 'Esta comunicación ya se retiró y no se puede cambiar. Escribe una nueva si hace falta.',
  },
  '200': {
    titulo: 'Encuesta no encontrada',
    cuerpo: 'Esta encuesta no existe. Vuelve a la lista de encuestas.',
  },
  '201': {
    titulo: 'Encuesta ya publicada',
    cuerpo: 'Esta encuesta ya se publicó: ya no se puede editar ni volver a publicar. Si necesitas otras preguntas, crea una encuesta nueva.',
  },
  '202': {
    titulo: 'La encuesta ya tiene respuestas',
    cuerpo: 'Alguien ha contestado ya esta encuesta: sus preguntas ya no pueden cambiar, para que las respuestas sigan correspondiendo a lo que se preguntó.',
  },
  '203': {
    titulo: 'Revisa las preguntas',
    cuerpo: 'Las preguntas o sus saltos no forman una encuesta válida. El mensaje indica qué preguntas revisar.',
  },
  '204': {
    titulo: 'La encuesta no está abierta',
    cuerpo: 'Solo se puede cerrar una encuesta publicada que aún no se haya cerrado.',
  },
  '205': {
    titulo: 'Sin cifras para este grupo',
    cuerpo: 'Han contestado menos de cinco personas de este grupo, o la encuesta es anónima y sus respuestas no guardan quién las dio: para proteger su intimidad no se muestran cifras. Quita el filtro o elige un grupo más amplio.',
  },
  '210': {
    titulo: 'Periodo no válido',
    cuerpo: 'La fecha final del periodo es anterior a la inicial, o el periodo pasa de diez años. Corrige las fechas.',
  },
  '211': {
    titulo: 'Titulación desconocida',
    cuerpo: 'Esta titulación no está en la lista de titulaciones. Elige una de la lista.',
  },
  '212': {
    titulo: 'Guía no encontrada',
    cuerpo: 'Esta guía de orientación no existe. Vuelve a la lista de guías.',
  },
  '213': {
    titulo: 'La guía ya está publicada',
    cuerpo: 'Esta guía ya está publicada: el alumnado ya la ve.',
  },
  '214': {
    titulo: 'La guía no está publicada',
    cuerpo: 'Solo se puede retirar una guía publicada.',
  },
  '215': {
    titulo: 'La guía no puede moverse más',
    cuerpo: 'La guía ya es la primera (o la última) de la lista.',
  },
  '192': {
    titulo: 'Evento no encontrado',
    cuerpo: 'Este evento (o esta inscripción) no existe. Vuelve a la lista de eventos.',
  },
  '193': {
    titulo: 'Evento cancelado',
    cuerpo: 'Este evento se canceló: ya no se puede cambiar, publicar ni marcar la asistencia.',
  },
  '194': {
    titulo: 'Plazas insuficientes',
    cuerpo: 'Las plazas no pueden ser menos que las inscripciones que ya tiene el evento.',
  },
  '195': {
    titulo: 'Inscripción aún no abierta',
    cuerpo: 'La inscripción de este evento todavía no se ha abierto.',
  },
  '196': {
    titulo: 'Evento ya publicado',
    cuerpo: 'Este evento ya está publicado.',
  },
  '197': {
    titulo: 'Evento sin publicar',
    cuerpo: 'La asistencia solo se marca en un evento publicado.',
  },
  '640': {
    titulo: 'Comunicación guardada',
    cuerpo: 'La comunicación se ha guardado; la verá su público en la portada en las fechas indicadas.',
  },
  '641': {
    titulo: 'Comunicación retirada',
    cuerpo: 'La comunicación ya no se muestra en la portada.',
  },
  '642': {
    titulo: 'Evento guardado',
    cuerpo: 'El evento se ha guardado.',
  },
  '643': {
    titulo: 'Evento publicado',
    cuerpo: 'Su público ya ve el evento y puede inscribirse.',
  },
  '644': {
    titulo: 'Evento cancelado',
    cuerpo: 'El evento se ha cancelado y cada persona inscrita ha recibido el aviso.',
  },
  '645': {
    titulo: 'Asistencia guardada',
    cuerpo: 'La asistencia se ha guardado.',
  },
  '650': {
    titulo: 'Encuesta guardada',
    cuerpo: 'El borrador de la encuesta se ha guardado. Nadie la verá hasta que la publiques.',
  },
  '651': {
    titulo: 'Encuesta publicada',
    cuerpo: 'La encuesta está publicada: su público podrá contestarla desde su primer día.',
  },
  '652': {
    titulo: 'Encuesta cerrada',
    cuerpo: 'La encuesta está cerrada: ya nadie puede contestarla. Sus resultados siguen disponibles.',
  },
  '653': {
    titulo: 'Guía guardada',
    cuerpo: 'La guía de orientación se ha guardado.',
  },
  '654': {
    titulo: 'Guía publicada',
    cuerpo: 'La guía está publicada: el alumnado la ve en el orden de la lista.',
  },
  '655': {
    titulo: 'Guía retirada',
    cuerpo: 'La guía se ha retirado: el alumnado ya no la ve.',
  },
  '656': {
    titulo: 'Guía movida',
    cuerpo: 'La guía ha cambiado de lugar en el orden que ve el alumnado.',
  },
  '170': {
    titulo: 'Solo la empresa da de alta sus contactos',
    cuerpo:
      'Los contactos de una empresa los da de alta la propia empresa. Indica el correo electrónico de la persona en tu propuesta: la empresa la confirmará.',
  },
  // Ours (issue 22): leaving the service.
  '160': {
    titulo: 'Baja cancelada',
    cuerpo: 'Has cancelado tu solicitud de baja: tu cuenta y tus datos siguen como estaban y las empresas vuelven a ver tus candidaturas.',
  },
  '161': {
    titulo: 'No hay ninguna baja pendiente',
    cuerpo: 'No tienes ninguna solicitud de baja pendiente que cancelar. Vuelve a cargar la página para ver su estado.',
  },
  '162': {
    titulo: 'Datos suprimidos',
    cuerpo: 'Hemos suprimido tu cuenta y tus datos del portal. Te hemos enviado un correo de confirmación.',
  },
  '163': {
    titulo: 'Tienes unas prácticas en curso',
    cuerpo: 'No podemos suprimir tus datos mientras tengas unas prácticas en curso o pendientes de empezar. Escribe al servicio de empleo para cerrarlas y tramitar tu baja.',
  },
  '164': {
    titulo: 'Tienes una baja pendiente',
    cuerpo: 'Has solicitado la baja del servicio. Si quieres inscribirte en ofertas, cancela antes la solicitud de baja.',
  },
  '630': {
    titulo: 'Cuenta creada',
    cuerpo: 'Hemos enviado a la nueva persona un enlace para establecer su contraseña.',
  },
  '631': {
    titulo: 'Rol cambiado',
    cuerpo: 'El rol de la cuenta se ha actualizado.',
  },
  '632': {
    titulo: 'Cuenta bloqueada',
    cuerpo: 'La cuenta se ha bloqueado y sus sesiones se han cerrado.',
  },
  '633': {
    titulo: 'Cuenta desbloqueada',
    cuerpo: 'La cuenta vuelve a poder entrar en el portal.',
  },
  '218': {
    titulo: 'Contraste insuficiente',
    cuerpo:
      'Dos colores de la marca no se distinguen lo bastante (WCAG AA). El mensaje indica qué pareja y con qué contraste; elige colores más contrastados.',
  },
  '219': {
    titulo: 'Logotipo no válido',
    cuerpo: 'El logotipo no se ha subido aquí ni es uno de los del portal. Súbelo de nuevo.',
  },
  '220': {
    titulo: 'Logotipo demasiado grande',
    cuerpo: 'El logotipo no puede pasar de 1 MB. Sube una imagen más ligera.',
  },
  '657': {
    titulo: 'Ajustes guardados',
    cuerpo:
      'La marca y los ajustes se han guardado: se verán en la próxima carga de cada página.',
  },
  '658': {
    titulo: 'Logotipo subido',
    cuerpo: 'El logotipo se verá en el portal cuando guardes los ajustes.',
  },
};
