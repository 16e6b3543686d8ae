import type { Rule } from 'eslint';
import { fromRoot } from './paths.ts';

// Every folder and file name is kebab-case; a role shows as a middle extension (products.service.ts,
// listings.columns.tsx, concurrent-edit.spec.ts), and each dot-separated part is kebab-case too.
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const rule: Rule.RuleModule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'file and folder names in kebab-case' },
    schema: [],
    messages: { name: '"{{name}}" is not kebab-case: use lower-case words joined by hyphens' },
  },
  create(context) {
    return {
      Program(node) {
        const parts = fromRoot(context.filename).split('/');
        const file = parts.pop() ?? '';
        const names = [...parts, ...file.split('.')].filter((name) => name !== '');
        const bad = names.find((name) => !KEBAB.test(name));
        if (bad) context.report({ node, messageId: 'name', data: { name: bad } });
      },
    };
  },
};

export default rule;
