import type { Rule } from 'eslint';
import { eachImport, fromRoot, importTarget } from './paths.ts';

// The server's folders depend in one direction (docs/conventions.md): db/ (the database, its dialects
// and types) imports none of shared/, plugins/ or modules/; shared/ (what several modules use) imports
// db/ only; plugins/ (Fastify's hooks and helpers) import shared/ and db/, never a module; modules/
// import any of them. A module's service or repository is free of Fastify, so its rules run without a
// server (a route or resolver reads the request and calls it). Type-only imports count too: a type that
// two layers share lives in the lower one. Tests may build what they check.
const SRC = 'packages/server/src/';
const LAYERS = ['db', 'shared', 'plugins', 'modules'] as const;
type Layer = (typeof LAYERS)[number];

const layerOf = (file: string): Layer | undefined => {
  if (!file.startsWith(SRC)) return undefined;
  const top = file.slice(SRC.length).split('/')[0];
  return LAYERS.find((layer) => layer === top);
};
const isTest = (file: string) => /\.test\.ts$/.test(file) || file.startsWith('packages/server/test/');
const isDomain = (file: string) =>
  /^packages\/server\/src\/modules\/.+\.(service|repository)\.ts$/.test(file);
const isFastify = (source: string) => source === 'fastify' || source.startsWith('@fastify/');

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: "the server's db/, shared/, plugins/ and modules/ depend in one direction" },
    schema: [],
    messages: {
      upward:
        '{{from}}/ imports {{to}}/: {{from}}/ is below it (db/ < shared/ < plugins/ < modules/); move what both need down to {{from}}/ or below',
      fastify:
        "a module's service or repository is free of Fastify: {{source}} belongs in its routes or in plugins/",
    },
  },
  create(context) {
    const file = fromRoot(context.filename);
    const from = layerOf(file);
    if (!from || isTest(file)) return {};
    const domain = isDomain(file);
    return eachImport((node, source) => {
      if (
        domain &&
        (isFastify(source) || layerOf(importTarget(context.filename, source) ?? '') === 'plugins')
      ) {
        context.report({ node, messageId: 'fastify', data: { source } });
        return;
      }
      const target = importTarget(context.filename, source);
      const to = target && layerOf(target);
      if (to && LAYERS.indexOf(to) > LAYERS.indexOf(from))
        context.report({ node, messageId: 'upward', data: { from, to } });
    });
  },
};

export default rule;
