import type { Translations } from '@portal/i18n';

export const shellTexts: Translations = {
  es: {
    skipToContent: 'Saltar al contenido',
    breadcrumbs: 'Ruta de navegación',
    language: { label: 'Idioma' },
    header: { student: 'Alumno', company: 'Empresa', logout: 'Cerrar sesión', login: 'Iniciar sesión', menu: 'Menú principal' },
    footer: { links: 'Enlaces de interés', version: 'versión {{version}}' },
    home: { welcome: 'Hola, {{name}}' },
    notFound: { title: 'Página no encontrada', body: 'La página que buscas no existe o ya no está disponible.', home: 'Volver al inicio' },
    maintenance: { title: 'Portal en mantenimiento', body: 'Estamos mejorando el portal. Vuelve a entrar en unos minutos.' },
    godMode: { title: 'Modo de gestión', on: 'El modo de gestión está activado en este navegador.', off: 'El modo de gestión está desactivado.', enable: 'Activar', disable: 'Desactivar' },
  },
  ca: {
    skipToContent: 'Salta al contingut',
    breadcrumbs: 'Ruta de navegació',
    language: { label: 'Idioma' },
    header: { student: 'Alumne', company: 'Empresa', logout: 'Tanca la sessió', login: 'Inicia la sessió', menu: 'Menú principal' },
    footer: { links: "Enllaços d'interès", version: 'versió {{version}}' },
    home: { welcome: 'Hola, {{name}}' },
    notFound: { title: 'Pàgina no trobada', body: 'La pàgina que cerques no existeix o ja no està disponible.', home: "Torna a l'inici" },
    maintenance: { title: 'Portal en manteniment', body: "Estem millorant el portal. Torna-hi a entrar d'aquí a uns minuts." },
    godMode: { title: 'Mode de gestió', on: 'El mode de gestió està activat en aquest navegador.', off: 'El mode de gestió està desactivat.', enable: 'Activa', disable: 'Desactiva' },
  },
  en: {
    skipToContent: 'Skip to content',
    breadcrumbs: 'Breadcrumb',
    language: { label: 'Language' },
    header: { student: 'Student', company: 'Company', logout: 'Log out', login: 'Log in', menu: 'Main menu' },
    footer: { links: 'Useful links', version: 'version {{version}}' },
    home: { welcome: 'Hello, {{name}}' },
    notFound: { title: 'Page not found', body: 'The page you are looking for does not exist or is no longer available.', home: 'Back to home' },
    maintenance: { title: 'Portal under maintenance', body: 'We are improving the portal. Please come back in a few minutes.' },
    godMode: { title: 'Management mode', on: 'Management mode is on in this browser.', off: 'Management mode is off.', enable: 'Turn on', disable: 'Turn off' },
  },
};
