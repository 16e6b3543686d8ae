import {
  GraphQLError,
  Kind,
  getOperationAST,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { MAX_PAGE_SIZE } from '@seller-desk/core';

/**
 * Refuses documents nested deeper than `max` fields (fragments followed). Introspection (__schema,
 * __type) is not counted: GraphiQL's own query is deeper than any of ours, and production turns it off.
 */
export function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of context.getDocument().definitions) {
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    }
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const s of set.selections) {
        if (s.kind === Kind.FIELD && s.name.value.startsWith('__')) continue;
        if (s.kind === Kind.FIELD)
          deepest = Math.max(deepest, s.selectionSet ? 1 + depthOf(s.selectionSet, seen) : 1);
        else if (s.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(s.selectionSet, seen));
        else {
          const name = s.name.value;
          const f = fragments.get(name);
          if (f && !seen.has(name))
            deepest = Math.max(deepest, depthOf(f.selectionSet, new Set([...seen, name])));
        }
        if (deepest > max) return deepest; // stop early on hostile documents
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > max) {
          context.reportError(
            new GraphQLError(`The query is nested too deeply (more than ${max} levels)`, { nodes: [node] }),
          );
        }
      },
    };
  };
}

/** Refuses documents with more than `max` aliased fields (alias batching multiplies work). */
export function aliasLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    let reported = false;
    return {
      Field(node) {
        if (!node.alias) return;
        count++;
        if (count > max && !reported) {
          reported = true;
          context.reportError(
            new GraphQLError(`The query uses too many aliases (more than ${max})`, { nodes: [node] }),
          );
        }
      },
    };
  };
}

/**
 * The fields of an object or interface type. Duck-typed: Mercurius hands over a schema built by the
 * CommonJS copy of graphql, whose classes fail the ES module copy's instanceof checks.
 */
function fieldsOf(type: GraphQLNamedType): Record<string, GraphQLField<unknown, unknown>> | undefined {
  const t = type as { getFields?: () => Record<string, GraphQLField<unknown, unknown>> };
  return typeof t.getFields === 'function' && !('getValues' in type) ? t.getFields() : undefined;
}

/** The list size assumed for a list field without a `first` argument (linked products, slabs, lines). */
export const ASSUMED_LIST_SIZE = 5;

/**
 * The cost of running a document's operation: every field selected counts 1 per time it is resolved,
 * so a field inside a list counts once per item (the list's `first`, else its default, else
 * ASSUMED_LIST_SIZE) and a fragment counts in full wherever it is spread. Stops counting once over
 * `budget` (the answer is then some number above it), so a hostile document costs little to refuse.
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
  budget: number,
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const fragmentCost = new Map<string, number>();
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;

  const listSize = (node: FieldNode, field: GraphQLField<unknown, unknown>): number => {
    const arg = field.args.find((a) => a.name === 'first');
    if (!arg) return ASSUMED_LIST_SIZE;
    const given = node.arguments?.find((a) => a.name.value === 'first')?.value;
    let value: unknown = arg.defaultValue;
    if (given?.kind === Kind.INT) value = Number(given.value);
    else if (given?.kind === Kind.VARIABLE) value = variables?.[given.name.value] ?? arg.defaultValue;
    return typeof value === 'number' && value > 0 ? Math.min(value, MAX_PAGE_SIZE) : ASSUMED_LIST_SIZE;
  };

  const costOf = (set: SelectionSetNode, parent: GraphQLNamedType, seen: ReadonlySet<string>): number => {
    let total = 0;
    for (const s of set.selections) {
      if (total > budget) return total;
      if (s.kind === Kind.FIELD) {
        const name = s.name.value;
        if (name.startsWith('__')) {
          total += 1;
          continue;
        }
        const field = fieldsOf(parent)?.[name];
        if (!field || !s.selectionSet) {
          total += 1;
          continue;
        }
        let type: GraphQLType = field.type;
        let list = false;
        while ('ofType' in type) {
          if (type.constructor.name === 'GraphQLList') list = true;
          type = type.ofType as GraphQLType;
        }
        const inner = costOf(s.selectionSet, type, seen);
        total += 1 + (list ? listSize(s, field) : 1) * inner;
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const on = s.typeCondition ? (schema.getType(s.typeCondition.name.value) ?? parent) : parent;
        total += costOf(s.selectionSet, on, seen);
      } else {
        const name = s.name.value;
        const f = fragments.get(name);
        if (!f || seen.has(name)) continue;
        let c = fragmentCost.get(name);
        if (c === undefined) {
          const on = schema.getType(f.typeCondition.name.value) ?? parent;
          c = costOf(f.selectionSet, on, new Set([...seen, name]));
          fragmentCost.set(name, c);
        }
        total += c;
      }
    }
    return total;
  };
  return costOf(operation.selectionSet, root, new Set());
}
