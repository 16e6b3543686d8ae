import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

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
