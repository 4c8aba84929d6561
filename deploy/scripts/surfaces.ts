import { portalSingletons } from '@portal/mf-config';
import { runCommand } from './cli';
import { checkDeclaredNeeds, checkSurface, currentSurface, surfaceProgram, updateSnapshot } from './singleton-surface';

/**
 * `npm run surfaces`: checks the public surface of every singleton against its recorded one and
 * every app's declared ranges against what it uses. `-- --update` records the surfaces after a
 * version bump (refused when the bump is smaller than the change asks).
 */
await runCommand('Usage: npm run surfaces [-- --update]', async (args) => {
  if (args.includes('--update')) {
    return portalSingletons.map((name) => `${name} ${updateSnapshot(name).version} recorded`).join('\n');
  }
  const program = surfaceProgram();
  const problems = [...portalSingletons.flatMap((name) => checkSurface(name, currentSurface(name, program))), ...checkDeclaredNeeds()];
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return 'every singleton matches its recorded surface, and every app declares what it uses';
});
