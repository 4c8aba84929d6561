/**
 * Where this copy of the client was built into: every app bundles its own, and its bundle's
 * public path (`/remotes/<app>/<release>/`, `/shell/<release>/`) names the app and release in
 * error reports. rspack defines it; elsewhere (unit tests) it does not exist.
 */
declare const __webpack_public_path__: string | undefined;

export const bundlePath = (): string | undefined =>
  typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined;
