import type { Rule } from 'eslint';
import { fromRoot } from './paths.ts';

// The server's modules keep their SQL in their repositories (docs/architecture.md): a service holds the
// rules and reaches the database through its ports, a resolver or a route through the service. This
// rule reports a query built anywhere else in src/modules — a Kysely query builder call or a `sql`
// template. The image store's database backend is the one other place: it is the blob store of
// decision 046, the files module's persistence.
const MODULE_FILE = /^packages\/server\/src\/modules\/[^/]+\/[^/]+$/;
const ALLOWED = ['packages/server/src/modules/files/image-store.ts'];
const BUILDERS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
]);

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: "a server module's SQL lives in its repository" },
    schema: [],
    messages: {
      query: "{{file}} builds a query ({{what}}): put it in the module's repository and call that",
    },
  },
  create(context) {
    const file = fromRoot(context.filename);
    if (!MODULE_FILE.test(file) || ALLOWED.includes(file)) return {};
    if (file.endsWith('.repository.ts') || file.endsWith('.test.ts')) return {};
    const name = file.split('/').pop() ?? file;
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          BUILDERS.has(callee.property.name)
        )
          context.report({ node, messageId: 'query', data: { file: name, what: callee.property.name } });
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type === 'Identifier' && node.tag.name === 'sql')
          context.report({ node, messageId: 'query', data: { file: name, what: 'sql`…`' } });
      },
    };
  },
};

export default rule;
