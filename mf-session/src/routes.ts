import type { RemoteRouteDefinition } from '@portal/contracts';

/**
 * The pages of mf-session: published as data (`routes.json`) with every release of this remote, so
 * the shell guards them, titles them and shows them in menus and breadcrumbs before any of this
 * remote's code loads. A new page is a new row here and an entry in `exposes`.
 */
export const routes = [
  {
    id: 'login',
    path: '/login',
    aliases: ['/login/alumnos', '/login/antiguos', '/login/:id'],
    access: 'anonymous',
    module: 'LoginPage',
    title: { es: 'Acceso', ca: 'Accés', en: 'Log in' },
  },
  {
    id: 'loginCompany',
    path: '/login/empresas',
    aliases: ['/login/empreses'],
    access: 'anonymous',
    module: 'LoginPage',
    title: { es: 'Acceso de empresas', ca: "Accés d'empreses", en: 'Company login' },
  },
  {
    id: 'logout',
    path: '/logout',
    access: 'public',
    module: 'LogoutPage',
    title: { es: 'Cerrar sesión', ca: 'Tanca la sessió', en: 'Log out' },
  },
  {
    id: 'register',
    path: '/registro',
    aliases: ['/registre'],
    access: 'anonymous',
    flag: 'canRegistroAlumno',
    module: 'RegisterPage',
    title: { es: 'Registro', ca: 'Registre', en: 'Sign up' },
  },
  {
    id: 'accountRequest',
    path: '/solicitar-cuenta',
    aliases: ['/sollicitar-compte'],
    access: 'anonymous',
    module: 'AccountRequestPage',
    title: { es: 'Solicitar cuenta de empresa', ca: "Sol·licitar compte d'empresa", en: 'Request a company account' },
  },
  {
    id: 'companyPasswordReset',
    path: '/restablecer-login',
    aliases: ['/restablir-login'],
    access: 'public',
    module: 'PasswordRecoveryPage',
    title: { es: 'Recuperar contraseña de empresa', ca: "Recuperar contrasenya d'empresa", en: 'Recover company password' },
  },
  {
    id: 'studentPasswordReset',
    path: '/restablecer-candidato',
    aliases: ['/restablir-candidat'],
    access: 'public',
    module: 'PasswordRecoveryPage',
    title: { es: 'Recuperar contraseña', ca: 'Recuperar contrasenya', en: 'Recover password' },
  },
  {
    id: 'setPassword',
    path: '/establecer-login',
    aliases: ['/establir-login'],
    access: 'public',
    module: 'SetPasswordPage',
    title: { es: 'Establecer contraseña', ca: 'Establir contrasenya', en: 'Set password' },
  },
  {
    id: 'changePassword',
    path: '/cambiar-contrasena',
    aliases: ['/canviar-contrasenya'],
    access: 'logged',
    module: 'ChangePasswordPage',
    title: { es: 'Cambiar contraseña', ca: 'Canviar contrasenya', en: 'Change password' },
  },
  {
    id: 'institutionalAccess',
    path: '/acceso',
    aliases: ['/acces'],
    access: 'public',
    module: 'AccessPage',
    title: { es: 'Acceso institucional', ca: 'Accés institucional', en: 'University login' },
  },
  {
    id: 'leaveRequest',
    path: '/solicitar-baja',
    aliases: ['/sollicitar-baixa'],
    access: 'student',
    flag: 'canBorrarCuenta',
    module: 'LeaveRequestPage',
    title: { es: 'Solicitar la baja', ca: 'Sol·licitar la baixa', en: 'Leave the service' },
  },
  {
    id: 'contact',
    path: '/contacto',
    aliases: ['/contacte'],
    access: 'public',
    module: 'ContactPage',
    title: { es: 'Contacto', ca: 'Contacte', en: 'Contact' },
  },
] as const satisfies readonly RemoteRouteDefinition[];

