import { staffRouteIds, type RemoteRouteDefinition } from '@portal/contracts';

/**
 * The pages of the careers office, published as data (`routes.json`) with every release of this
 * remote. The shell finds the staff home, login and logout among them by the ids of
 * `staffRouteIds`; a new page is a new row here and an entry in `exposes`.
 */
export const routes = [
  {
    id: staffRouteIds.home,
    path: '/orientacion',
    aliases: ['/orientacio'],
    access: 'staff',
    module: 'DashboardPage',
    title: { es: 'Panel de orientación', ca: "Tauler d'orientació", en: 'Careers office dashboard' },
    breadcrumb: { es: 'Panel', ca: 'Tauler', en: 'Dashboard' },
  },
  {
    id: 'officeQueue',
    path: '/orientacion/cola/:cola',
    aliases: ['/orientacio/cua/:cola'],
    access: 'staff',
    parent: staffRouteIds.home,
    module: 'QueuePage',
    title: { es: 'Cola de trabajo', ca: 'Cua de treball', en: 'Work queue' },
  },
  {
    id: 'officeChangePassword',
    path: '/orientacion/cambiar-contrasena',
    aliases: ['/orientacio/canviar-contrasenya'],
    access: 'staff',
    parent: staffRouteIds.home,
    module: 'StaffChangePasswordPage',
    title: { es: 'Cambiar contraseña', ca: 'Canviar contrasenya', en: 'Change password' },
  },
  {
    id: staffRouteIds.login,
    path: '/orientacion/acceso',
    aliases: ['/orientacio/acces'],
    access: 'anonymous',
    module: 'StaffLoginPage',
    title: { es: 'Acceso de orientación', ca: "Accés d'orientació", en: 'Careers office login' },
  },
  {
    id: staffRouteIds.logout,
    path: '/orientacion/salir',
    aliases: ['/orientacio/sortir'],
    access: 'public',
    module: 'StaffLogoutPage',
    title: { es: 'Cerrar sesión', ca: 'Tanca la sessió', en: 'Log out' },
  },
  {
    id: 'officePasswordRecovery',
    path: '/orientacion/recuperar-contrasena',
    aliases: ['/orientacio/recuperar-contrasenya'],
    access: 'anonymous',
    module: 'StaffRecoveryPage',
    title: { es: 'Recuperar contraseña', ca: 'Recuperar contrasenya', en: 'Recover password' },
  },
  {
    id: 'officeSetPassword',
    path: '/orientacion/establecer-contrasena',
    aliases: ['/orientacio/establir-contrasenya'],
    access: 'public',
    module: 'StaffSetPasswordPage',
    title: { es: 'Establecer contraseña', ca: 'Establir contrasenya', en: 'Set password' },
  },
] as const satisfies readonly RemoteRouteDefinition[];
