import type { Rule } from 'eslint';
import { eachImport, fromRoot, importTarget } from './paths.ts';

// The web app's dependency direction: a feature (features/<name>/) imports no other feature, at any
// depth; components/ and lib/ import no feature; the app layer (app/, main.tsx) composes features and
// reaches each one only through its index.ts, and nothing below it imports the app layer back (what a
// feature needs of the app, such as the signed-in user, lives in lib/: issue 38).
const FEATURE = /^packages\/web\/src\/features\/([^/]+)(\/.*)?$/;
const APP = /^packages\/web\/src\/(app\/|main\.tsx$)/;

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'a web feature imports no other feature; shared code imports no feature' },
    schema: [],
    messages: {
      otherFeature:
        'the {{from}} feature imports the {{to}} feature: move what both need to components/ or lib/',
      shared: '{{area}} imports the {{to}} feature: components/ and lib/ import no feature',
      notIndex: 'import the {{to}} feature through its index.ts',
      appLayer:
        '{{area}} imports the app layer, which imports the features: move what it needs to lib/ or components/',
    },
  },
  create(context) {
    const file = fromRoot(context.filename);
    if (!file.startsWith('packages/web/src/')) return {};
    const own = FEATURE.exec(file)?.[1];
    const area = file.split('/')[3];
    return eachImport((node, source) => {
      const target = importTarget(context.filename, source);
      if (target && APP.test(target) && (own !== undefined || area === 'components' || area === 'lib')) {
        context.report({
          node,
          messageId: 'appLayer',
          data: { area: own ? `the ${own} feature` : `${area}/` },
        });
        return;
      }
      const to = target && FEATURE.exec(target);
      const feature = to?.[1];
      if (!to || feature === undefined) return;
      if (own !== undefined) {
        if (feature !== own)
          context.report({ node, messageId: 'otherFeature', data: { from: own, to: feature } });
      } else if (area === 'components' || area === 'lib') {
        context.report({ node, messageId: 'shared', data: { area: `${area}/`, to: feature } });
      } else if (to[2] !== '/index.ts') {
        context.report({ node, messageId: 'notIndex', data: { to: feature } });
      }
    });
  },
};

export default rule;
