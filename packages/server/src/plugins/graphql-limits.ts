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
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { MAX_PAGE_SIZE } from '@seller-desk/core';

/**
 * Refuses documents nested deeper than `max` fields (fragments followed). Introspection (__schema,
 * __type) is not counted: GraphiQL's own query is deeper than any of ours, and production turns it off.
 *
 * Linear in the document: a fragment's depth does not depend on where it is spread, so each fragment
 * is measured once and remembered. Following every spread instead doubles the work per level of
 * `fragment F0 { ...F1 ...F1 }` (23 levels: 30 s of a stalled server, for an anonymous caller). A
 * fragment that spreads itself, directly or not, reads as 0 while it is being measured, so a cycle
 * ends at once; NoFragmentCycles (graphql-js) refuses the document anyway.
 */
export function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = fragmentsOf(context.getDocument());
    const fragmentDepth = new Map<string, number>();
    const depthOfFragment = (name: string): number => {
      const known = fragmentDepth.get(name);
      if (known !== undefined) return known;
      const f = fragments.get(name);
      if (!f) return 0;
      fragmentDepth.set(name, 0); // while measured: a cycle back to it ends here
      const depth = depthOf(f.selectionSet);
      fragmentDepth.set(name, depth);
      return depth;
    };
    const depthOf = (set: SelectionSetNode): number => {
      let deepest = 0;
      for (const s of set.selections) {
        if (s.kind === Kind.FIELD) {
          if (s.name.value.startsWith('__')) continue;
          deepest = Math.max(deepest, s.selectionSet ? 1 + depthOf(s.selectionSet) : 1);
        } else if (s.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(s.selectionSet));
        else deepest = Math.max(deepest, depthOfFragment(s.name.value));
        // stop early: any depth over the limit refuses the document (a fragment may keep this lower bound)
        if (deepest > max) return deepest;
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet);
        if (depth > max) {
          context.reportError(
            new GraphQLError(`The query is nested too deeply (more than ${max} levels)`, { nodes: [node] }),
          );
        }
      },
    };
  };
}

const fragmentsOf = (document: DocumentNode): Map<string, FragmentDefinitionNode> => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  return fragments;
};

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
 * ASSUMED_LIST_SIZE; the items of a page object asked for with `first`, that `first`) and a fragment counts in full
 * wherever it is spread. Stops counting once over
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
  return operation ? costCounter(schema, document, variables, budget)(operation) : 0;
}

/** The cost of the dearest operation of a document (queryCost), each fragment measured once for all. */
export function dearestOperationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  budget: number,
): number {
  const costOf = costCounter(schema, document, variables, budget);
  let dearest = 0;
  for (const d of document.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    dearest = Math.max(dearest, costOf(d));
    if (dearest > budget) break;
  }
  return dearest;
}

/**
 * Counts operations of one document. Linear in the document: a fragment's cost is counted once and
 * remembered (for every operation), and a fragment that spreads itself reads as 0 while it is counted,
 * so a cycle ends at once (NoFragmentCycles has refused such a document before this runs).
 */
function costCounter(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  budget: number,
): (operation: OperationDefinitionNode) => number {
  const fragments = fragmentsOf(document);
  const fragmentCost = new Map<string, number>();

  const listSize = (node: FieldNode, field: GraphQLField<unknown, unknown>, page?: number): number => {
    const arg = field.args.find((a) => a.name === 'first');
    if (!arg) return page ?? ASSUMED_LIST_SIZE;
    const given = node.arguments?.find((a) => a.name.value === 'first')?.value;
    let value: unknown = arg.defaultValue;
    if (given?.kind === Kind.INT) value = Number(given.value);
    else if (given?.kind === Kind.VARIABLE) value = variables?.[given.name.value] ?? arg.defaultValue;
    return typeof value === 'number' && value > 0 ? Math.min(value, MAX_PAGE_SIZE) : ASSUMED_LIST_SIZE;
  };

  const costOfFragment = (name: string, parent: GraphQLNamedType, page: number | undefined): number => {
    const key = page === undefined ? name : `${name} in a page of ${page}`;
    const known = fragmentCost.get(key);
    if (known !== undefined) return known;
    const f = fragments.get(name);
    if (!f) return 0;
    fragmentCost.set(key, 0); // while counted: a cycle back to it ends here
    const cost = costOf(f.selectionSet, schema.getType(f.typeCondition.name.value) ?? parent, page);
    fragmentCost.set(key, cost);
    return cost;
  };

  /**
   * `page`: the set is a page object's, asked for with `first` (auditLog's AuditPage), whose list
   * fields without a `first` of their own hold that many items.
   */
  const costOf = (set: SelectionSetNode, parent: GraphQLNamedType, page?: number): number => {
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
        if (list) {
          total += 1 + listSize(s, field, page) * costOf(s.selectionSet, type);
          continue;
        }
        const paged = field.args.some((a) => a.name === 'first');
        total += 1 + costOf(s.selectionSet, type, paged ? listSize(s, field) : undefined);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const on = s.typeCondition ? (schema.getType(s.typeCondition.name.value) ?? parent) : parent;
        total += costOf(s.selectionSet, on, page);
      } else total += costOfFragment(s.name.value, parent, page);
    }
    return total;
  };

  return (operation) => {
    const root = schema.getRootType(operation.operation);
    return root ? costOf(operation.selectionSet, root) : 0;
  };
}
