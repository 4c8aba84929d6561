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
    // The same page as the queue's: the list beside the record on a wide screen, the record alone on a phone.
    id: 'officeQueueRecord',
    path: '/orientacion/cola/:cola/:id',
    aliases: ['/orientacio/cua/:cola/:id'],
    access: 'staff',
    parent: 'officeQueue',
    module: 'QueuePage',
    title: { es: 'Registro de la cola', ca: 'Registre de la cua', en: 'Queue record' },
    breadcrumb: { es: 'Registro', ca: 'Registre', en: 'Record' },
  },
  {
    id: 'officeCommunications',
    path: '/orientacion/comunicaciones',
    aliases: ['/orientacio/comunicacions'],
    access: 'staff',
    parent: staffRouteIds.home,
    module: 'CommunicationsPage',
    title: { es: 'Comunicaciones', ca: 'Comunicacions', en: 'Announcements' },
  },
  {
    // `nueva` for a new one, else the id of the one edited.
    id: 'officeCommunication',
    path: '/orientacion/comunicaciones/:id',
    aliases: ['/orientacio/comunicacions/:id'],
    access: 'staff',
    parent: 'officeCommunications',
    module: 'CommunicationFormPage',
    title: { es: 'Comunicación', ca: 'Comunicació', en: 'Announcement' },
  },
  {
    id: 'officeOutcomes',
    path: '/orientacion/resultados',
    aliases: ['/orientacio/resultats'],
    access: 'staff',
    parent: staffRouteIds.home,
    module: 'OutcomesPage',
    title: { es: 'Resultados', ca: 'Resultats', en: 'Outcomes' },
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
  {
    id: 'officeStaffAccounts',
    path: '/orientacion/personal',
    aliases: ['/orientacio/personal'],
    access: 'admin',
    parent: staffRouteIds.home,
    module: 'StaffAccountsPage',
    title: { es: 'Personal del servicio', ca: 'Personal del servei', en: 'Office staff' },
  },
] as const satisfies readonly RemoteRouteDefinition[];
