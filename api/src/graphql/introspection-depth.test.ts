import { describe, expect, it } from '@jest/globals';
import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import { STANDARD_INTROSPECTION_DEPTH, introspectionDepthRule } from './introspection-depth.js';

const schema = buildSchema('type Query { items(first: Int): [[Item!]!]! } type Item { id: ID! }');
const errorsOf = (query: string) => validate(schema, parse(query), [introspectionDepthRule()]).map((e) => e.message);
const nested = (fields: string[]) => `${fields.join(' { ')} { name }${' }'.repeat(fields.length - 1)}`;

describe('introspection depth limit', () => {
  it('lets the standard introspection query through, with every option', () => {
    expect(errorsOf(getIntrospectionQuery())).toEqual([]);
    const everything = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    expect(errorsOf(everything)).toEqual([]);
    expect(STANDARD_INTROSPECTION_DEPTH).toEqual({ levels: 6, typeRefs: 9 });
  });

  it('refuses 12 levels of nested introspection, however they are nested', () => {
    // ofType ten times: one more unwrapping than the standard query asks for.
    expect(errorsOf(`{ ${nested(['__schema', 'types', ...Array(10).fill('ofType')])} }`)).toEqual([
      expect.stringMatching(/introspection depth/i),
    ]);
    expect(errorsOf(`{ ${nested(['__type(name: "Item")', ...Array(11).fill('ofType')])} }`)).toEqual([
      expect.stringMatching(/introspection depth/i),
    ]);
    // Lists twice (graphql-js allows two) with type references between: deeper than the standard query.
    const twoLists = ['__schema', 'types', 'fields', 'type', 'ofType', 'ofType', 'fields', 'type', 'ofType', 'ofType'];
    expect(errorsOf(`{ ${nested([...twoLists, 'ofType', 'ofType'])} }`)).toEqual([
      expect.stringMatching(/introspection depth/i),
    ]);
  });

  it('counts fragments and inline fragments as the fields they hold', () => {
    const query = `{ __schema { types { ...Ref } } }
      fragment Ref on __Type { ofType { ... on __Type { ofType { ...Deeper } } } }
      fragment Deeper on __Type { ${nested(Array(8).fill('ofType'))} }`;
    expect(errorsOf(query)).toEqual([expect.stringMatching(/found 3 and 10/)]);
  });

  it('stays fast on fragments spread many times and survives fragment cycles', () => {
    const fragments = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on __Type { name ofType { ...F${i + 1} } a: ofType { ...F${i + 1} } }`,
    );
    const fanOut = `{ __schema { types { ...F0 } } } ${fragments.join(' ')} fragment F40 on __Type { name }`;
    expect(errorsOf(fanOut)).toEqual([expect.stringMatching(/found 3 and 40/)]);
    const cycle =
      '{ __schema { types { ...A } } } fragment A on __Type { ofType { ...B } } fragment B on __Type { ...A }';
    expect(errorsOf(cycle)).toEqual([]);
  });

  it('leaves ordinary queries alone', () => {
    expect(errorsOf('{ items { id } }')).toEqual([]);
  });
});
