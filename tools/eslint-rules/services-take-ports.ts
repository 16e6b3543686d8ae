import type { Rule } from 'eslint';
import { eachImport, fromRoot } from './paths.ts';

// A service works through ports (decision 061): the composition roots (app.ts, admin.ts) bind its
// repositories to the database and hand them in, and its unit tests hand in memory ones. So a
// `*.service.ts` may import a repository's types, never the repository itself: a value import would tie
// the service's rules to a database again (decision 250).
const SERVICE = /^packages\/server\/src\/.+\.service\.ts$/;
const REPOSITORY = /(^|\/)[^/]+\.repository(\.ts)?$/;

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'a service imports no repository as a value: it receives its repositories as ports',
    },
    schema: [],
    messages: {
      value:
        '{{file}} imports {{source}} as a value: a service receives its repositories as ports from app.ts (decision 061); import only its types (`import type`)',
    },
  },
  create(context) {
    const file = fromRoot(context.filename);
    if (!SERVICE.test(file)) return {};
    return eachImport((node, source, typeOnly) => {
      if (typeOnly || !REPOSITORY.test(source)) return;
      context.report({ node, messageId: 'value', data: { file: file.split('/').pop() ?? file, source } });
    });
  },
};

export default rule;
