import path from 'node:path';
import type { Rule } from 'eslint';

/** The repository root (this file is tools/eslint-rules/paths.ts). */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A path relative to the repository root, with forward slashes. */
export const fromRoot = (file: string): string => path.relative(ROOT, file).split(path.sep).join('/');

/** Where a relative import points, relative to the repository root; null for a package import. */
export function importTarget(file: string, source: string): string | null {
  if (!source.startsWith('.')) return null;
  return fromRoot(path.resolve(path.dirname(file), source));
}

/**
 * Calls `check(node, source, typeOnly)` for every import, export-from and dynamic import of a file
 * (`typeOnly` for `import type` and `export type`).
 */
type ImportNode = {
  source?: { value?: unknown } | null;
  importKind?: string;
  exportKind?: string;
};

export function eachImport(
  check: (node: Rule.Node, source: string, typeOnly: boolean) => void,
): Rule.RuleListener {
  const visit = (node: ImportNode) => {
    if (node.source && typeof node.source.value === 'string')
      check(
        node.source as Rule.Node,
        node.source.value,
        node.importKind === 'type' || node.exportKind === 'type',
      );
  };
  return {
    ImportDeclaration: (node) => visit(node as ImportNode),
    ExportNamedDeclaration: (node) => visit(node as ImportNode),
    ExportAllDeclaration: (node) => visit(node as ImportNode),
    ImportExpression: (node) => visit(node as ImportNode),
  };
}
