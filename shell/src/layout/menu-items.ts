import type { BrandSettings, CompanyBrandSettings, PortalUserType, RouteEntry, StaffRole } from '@portal/contracts';

export interface MenuItem {
  routeId: string;
  path: string;
}

export interface MenuContext {
  /** The merged route table: the shell's pages and the live remotes'. */
  routes: RouteEntry[];
  userType: PortalUserType;
  /** The staff member's role, for staff (admin-only pages show to admins). */
  staffRole?: StaffRole | null;
  flags: BrandSettings['flags'];
  soloCicloFormativo: boolean;
  hasPracticas: boolean;
  /** Offers open to the student per type; null while unknown (the items wait for them). */
  offerCounts: { empleo: number; practicas: number; estudiaYtrabaja: number } | null;
  /** The brand's company settings (its `empresas`, or their defaults). */
  companyFlags: CompanyBrandSettings;
  /** The company has education centres' requests (tieneMenuSolicitudesPracticasEducacion); null while unknown. */
  educationRequestsMenu: boolean | null;
}

interface Entry {
  path: string;
  when: boolean;
}

/**
 * The staff menu has no list in the spec: it is every staff page of the route table that needs
 * no parameter, in the order the remotes declare them (admin-only ones for admins).
 */
const staffMenu = (routes: RouteEntry[], staffRole: StaffRole | null): MenuItem[] =>
  routes
    .filter((route) => (route.access === 'staff' || (route.access === 'admin' && staffRole === 'admin')) && !route.path.includes(':'))
    .map((route) => ({ routeId: route.id, path: route.path }));

/**
 * The menu of each user type, in the spec's order and with its conditions (spec 000 §2.4,
 * 001 §2). An entry appears only when a live remote declares its page: the menu never links to a
 * page the portal does not have, and a page a remote releases appears without a shell release. Logout is the header's own link.
 */
export const menuItems = ({
  routes,
  userType,
  staffRole = null,
  flags,
  soloCicloFormativo,
  hasPracticas,
  offerCounts,
  companyFlags,
  educationRequestsMenu,
}: MenuContext): MenuItem[] => {
  if (userType === 'Orientacion') return staffMenu(routes, staffRole);
  const routeAt = (path: string): RouteEntry | undefined => routes.find((route) => route.path === path);
  const entries: Entry[] =
    userType === 'Empresa'
      ? // Spec 001 §2 "Company menu", in its order; /documentacion shows even without uploads
        // (subidaDocumentacion only hides them on the page). Issue 24 adds three pages the spec's
        // list leaves two clicks deep under Mi perfil, where users did not find them: all the
        // candidates (beside the offers), the invoices (beside the documentation) and Mi empresa
        // (company data, contacts, agreements: where "Falta el IBAN" is fixed).
        [
          { path: '/mis-ofertas', when: true },
          { path: '/candidatos', when: true },
          { path: '/nueva-oferta', when: true },
          { path: '/propuesta-practicas', when: true },
          { path: '/solicitar-cambio-practicas', when: companyFlags.solicitarCambioPracticas },
          { path: '/programas-practicas-activos', when: companyFlags.programasPracticas },
          { path: '/documentacion', when: true },
          { path: '/facturas', when: true },
          {
            path: '/solicitudes-practicas-educacion',
            when: companyFlags.menuSolicitudesPracticasEducacion && educationRequestsMenu === true,
          },
          { path: '/mi-empresa', when: true },
          { path: '/mi-perfil', when: true },
          { path: '/contacto', when: true },
        ]
      : [
          { path: '/mi-perfil-cv', when: true },
          { path: '/mis-practicas', when: hasPracticas },
          { path: '/mis-candidaturas', when: true },
          { path: '/ofertas-empleo', when: (offerCounts?.empleo ?? 0) > 0 },
          { path: '/ofertas-practicas', when: (offerCounts?.practicas ?? 0) > 0 && !soloCicloFormativo },
          { path: '/propuesta-practicas', when: hasPracticas },
          { path: '/encuestas', when: true },
          { path: '/eventos', when: flags.hasEventos },
          { path: '/programa-estudia-trabaja', when: (offerCounts?.estudiaYtrabaja ?? 0) > 0 },
          { path: '/guias-orientacion', when: flags.hasGuiasOrientacion },
          { path: '/ayuda', when: flags.hashelp },
          { path: '/cambiar-contrasena', when: true },
          { path: '/solicitar-baja', when: flags.canBorrarCuenta },
        ];
  return entries.flatMap(({ path, when }) => {
    const route = when ? routeAt(path) : undefined;
    return route ? [{ routeId: route.id, path: route.path }] : [];
  });
};
