// knip: dead code and unused or unlisted dependencies (`npm run knip`, part of `npm test`).
// Tests are entries, so an export a test uses is used. Anything ignored here is named with its reason.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: ['scripts/*.ts', 'tools/**/*.test.ts'],
      project: ['scripts/**/*.ts', 'tools/**/*.ts', '*.{js,ts}'],
    },
    'packages/core': {
      entry: ['bench/*.ts', 'src/**/*.test.ts'],
      project: ['src/**/*.ts', 'bench/**/*.ts'],
    },
    'packages/server': {
      entry: ['bench/*.ts', 'src/**/*.test.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts'],
      ignore: ['src/graphql-types.generated.ts'],
      // The invoice PDF renderer (modules/billing/pdf-renderer.ts) loads the bundled fonts by file path.
      ignoreDependencies: ['@expo-google-fonts/noto-sans', '@expo-google-fonts/noto-sans-devanagari'],
    },
    'packages/web': {
      entry: ['bench/*.ts', 'src/**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}', 'bench/**/*.ts'],
      ignore: ['src/lib/gql/**'],
    },
    e2e: {
      project: ['**/*.ts'],
    },
  },
  // poppler-utils (pdftotext, pdftoppm, pdfinfo) reads the rendered invoices in tests and the invoice
  // benchmark; it is installed on the machine, not from npm.
  ignoreBinaries: ['pdftotext', 'pdftoppm', 'pdfinfo', 'pdfimages'],
  // Kysely calls a migration's up and down by name.
  ignoreIssues: { 'packages/server/src/db/migrations/*.ts': ['exports'] },
};

export default config;
