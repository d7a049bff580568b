// What the production build gets for '#fixtures': no test modules. The test build maps '#fixtures'
// to test/fixtures/index.ts instead (see vite.config.ts).
import type { RegistryEntry } from './contract';
import type { ModuleLoader } from './registry';

const fixtures: { registry?: { modules: RegistryEntry[] }; loaders: Record<string, ModuleLoader> } = {
  loaders: {},
};
export default fixtures;
