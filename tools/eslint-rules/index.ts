// Seller Desk's own lint rules: the conventions of docs/conventions.md that no published rule checks.
import fileNames from './kebab-case-file-names.ts';
import featureBoundaries from './web-feature-boundaries.ts';
import moduleBoundaries from './server-module-boundaries.ts';
import sqlInRepositories from './sql-in-repositories.ts';
import servicesTakePorts from './services-take-ports.ts';
import serverLayers from './server-layers.ts';

import type { ESLint } from 'eslint';

const plugin = {
  meta: { name: 'seller-desk' },
  rules: {
    'kebab-case-file-names': fileNames,
    'web-feature-boundaries': featureBoundaries,
    'server-module-boundaries': moduleBoundaries,
    'sql-in-repositories': sqlInRepositories,
    'services-take-ports': servicesTakePorts,
    'server-layers': serverLayers,
  },
} satisfies ESLint.Plugin;

export default plugin;
