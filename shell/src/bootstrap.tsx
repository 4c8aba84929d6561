import { federatedModules } from './federation/remotes';
import { startShell } from './start';

startShell(federatedModules);
