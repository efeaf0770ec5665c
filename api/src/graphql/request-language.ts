import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import { isLanguage, type Language } from '@site/common';
import { Kind, type OperationDefinitionNode, type ValueNode } from 'graphql';

/**
 * The language a GraphQL request's errors are written in. formatError has no access to the context, so
 * it travels in async local storage, as a holder the request's resolved operation can still change.
 */
export const errorLanguage = new AsyncLocalStorage<{ language: Language }>();

type Variables = Record<string, unknown>;

/** A literal's or a variable's value, as far as a language can be read from it. */
function valueOf(node: ValueNode | undefined, variables: Variables): unknown {
  if (!node) return undefined;
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  if (node.kind === Kind.STRING || node.kind === Kind.ENUM) return node.value;
  return undefined;
}

/** `input.language` of an `input` argument, written inline or passed as a variable of any name. */
function inputLanguage(node: ValueNode, variables: Variables): unknown {
  if (node.kind === Kind.VARIABLE) {
    const input = variables[node.name.value];
    return input !== null && typeof input === 'object' ? (input as Variables).language : undefined;
  }
  if (node.kind !== Kind.OBJECT) return undefined;
  return valueOf(node.fields.find((field) => field.name.value === 'language')?.value, variables);
}

/**
 * The language an operation asks for itself: a top-level field's `language` argument or its input's
 * `language` (`submitContact(input: { …, language: km })`, the Language enum), whatever the variables are called.
 * REST reads the body's `language` the same way, before Accept-Language.
 */
export function operationLanguage(operation: OperationDefinitionNode, variables: Variables = {}): Language | undefined {
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    for (const argument of selection.arguments ?? []) {
      const name = argument.name.value;
      const language =
        name === 'language'
          ? valueOf(argument.value, variables)
          : name === 'input'
            ? inputLanguage(argument.value, variables)
            : undefined;
      if (isLanguage(language)) return language;
    }
  }
  return undefined;
}

/** Once the operation is known, its own language (if it names one) is the one its errors use. */
export const operationLanguagePlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, request }) {
        const language = operation && operationLanguage(operation, request.variables ?? {});
        const holder = errorLanguage.getStore();
        if (language && holder) holder.language = language;
      },
    };
  },
};
