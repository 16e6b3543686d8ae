import type { Rule } from 'eslint';
import { eachImport, fromRoot, importTarget } from './paths.ts';

// The server's modules (src/modules/<name>/): a repository (SQL) is used by its own module's service
// only; everything else reaches another module's data through that module's service. A service that
// needs another module's records receives that repository as a port from the composition roots (app.ts,
// admin.ts), so it may import only its type. Type-only imports never couple at run time; the tests may
// build what they check.
const MODULE = /^packages\/server\/src\/modules\/([^/]+)\/([^/]+)$/;

const COMPOSITION_ROOTS = ['packages/server/src/app.ts', 'packages/server/src/admin.ts'];
/** An area's part of app.ts (app-<area>.ts, which app.ts calls): app.ts has reached its 400 lines. */
const AREA_COMPOSITION = /^packages\/server\/src\/app-[a-z-]+\.ts$/;
const isTest = (file: string) => /\.test\.ts$/.test(file) || file.startsWith('packages/server/test/');

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: "a server module's repository is imported by its own service only" },
    schema: [],
    messages: {
      otherModule:
        "{{file}} imports the {{to}} module's repository: take it as a port from app.ts, or ask the {{to}} service",
      notService: "{{file}} imports a repository: only the module's service may (resolvers call the service)",
    },
  },
  create(context) {
    const file = fromRoot(context.filename);
    if (!file.startsWith('packages/server/') || isTest(file)) return {};
    if (COMPOSITION_ROOTS.includes(file) || AREA_COMPOSITION.test(file)) return {};
    const own = MODULE.exec(file);
    return eachImport((node, source, typeOnly) => {
      const target = importTarget(context.filename, source);
      const to = target && MODULE.exec(target);
      if (!to?.[1] || !to[2]?.endsWith('.repository.ts')) return;
      const name = file.split('/').pop() ?? file;
      if (typeOnly) return;
      if (own && own[1] !== to[1]) {
        context.report({ node, messageId: 'otherModule', data: { file: name, to: to[1] } });
      } else if (!own?.[2]?.endsWith('.service.ts')) {
        context.report({ node, messageId: 'notService', data: { file: name } });
      }
    });
  },
};

export default rule;
