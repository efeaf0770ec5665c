import {
  GraphQLError,
  Kind,
  getIntrospectionQuery,
  parse,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

/** How deep an introspection selection goes, counted two ways. */
export interface IntrospectionDepth {
  /** Deepest path in fields, `ofType` not counted, fragments flattened. */
  levels: number;
  /** Most `ofType` on one path: how often a type reference is unwrapped (List, NonNull). */
  typeRefs: number;
}

const deeper = (a: IntrospectionDepth, b: IntrospectionDepth): IntrospectionDepth => ({
  levels: Math.max(a.levels, b.levels),
  typeRefs: Math.max(a.typeRefs, b.typeRefs),
});

/** The depth below one field, each fragment measured once (a fragment spread many times costs no more). */
function depthCounter(getFragment: (name: string) => FragmentDefinitionNode | undefined | null) {
  const fragments = new Map<string, IntrospectionDepth>();
  const inProgress = new Set<string>();

  const selectionDepth = (selectionSet: SelectionSetNode | undefined): IntrospectionDepth => {
    let depth: IntrospectionDepth = { levels: 0, typeRefs: 0 };
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) depth = deeper(depth, fieldDepth(selection));
      else if (selection.kind === Kind.INLINE_FRAGMENT) depth = deeper(depth, selectionDepth(selection.selectionSet));
      else {
        const name = selection.name.value;
        const fragment = getFragment(name);
        // A cycle is NoFragmentCyclesRule's to report; here it adds nothing.
        if (!fragment || inProgress.has(name)) continue;
        if (!fragments.has(name)) {
          inProgress.add(name);
          fragments.set(name, selectionDepth(fragment.selectionSet));
          inProgress.delete(name);
        }
        depth = deeper(depth, fragments.get(name)!);
      }
    }
    return depth;
  };

  const fieldDepth = (field: FieldNode): IntrospectionDepth => {
    const below = selectionDepth(field.selectionSet);
    const typeRef = field.name.value === 'ofType';
    return { levels: below.levels + (typeRef ? 0 : 1), typeRefs: below.typeRefs + (typeRef ? 1 : 0) };
  };
  return fieldDepth;
}

const isIntrospectionRoot = (field: FieldNode) => field.name.value === '__schema' || field.name.value === '__type';

/** The depth of the standard introspection query of the installed graphql-js, every option on. */
function standardDepth(): IntrospectionDepth {
  const document = parse(
    getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    }),
  );
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const fieldDepth = depthCounter((name) => fragments.get(name));
  let depth: IntrospectionDepth = { levels: 0, typeRefs: 0 };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const selection of definition.selectionSet.selections)
      if (selection.kind === Kind.FIELD && isIntrospectionRoot(selection)) depth = deeper(depth, fieldDepth(selection));
  }
  return depth;
}

/** What GraphiQL, codegen and partners' tools send (getIntrospectionQuery): 6 levels and 9 `ofType`. */
export const STANDARD_INTROSPECTION_DEPTH: IntrospectionDepth = standardDepth();

/**
 * The depth limit for introspection (`__schema`, `__type`): no deeper than the standard introspection
 * query, in either count. graphql-armor's depth limit skips `__schema` (the standard query is 15 fields
 * deep, past the site's limit of 8), and graphql-js's MaxIntrospectionDepthRule counts only nested
 * lists (`fields`, `interfaces`, …), so `ofType { ofType { … } }` or `fields { type { fields … } } }`
 * chains went as deep as a client liked.
 */
export function introspectionDepthRule(limit: IntrospectionDepth = STANDARD_INTROSPECTION_DEPTH): ValidationRule {
  return (context) => {
    const fieldDepth = depthCounter((name) => context.getFragment(name));
    return {
      Field(node) {
        if (!isIntrospectionRoot(node)) return undefined;
        const depth = fieldDepth(node);
        if (depth.levels > limit.levels || depth.typeRefs > limit.typeRefs) {
          context.reportError(
            new GraphQLError(
              `Introspection depth limit exceeded: at most ${limit.levels} levels and ${limit.typeRefs} nested ofType, found ${depth.levels} and ${depth.typeRefs}.`,
              { nodes: [node] },
            ),
          );
        }
        return false;
      },
    };
  };
}
