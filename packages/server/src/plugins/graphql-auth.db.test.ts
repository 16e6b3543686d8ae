import {
  getIntrospectionQuery,
  type IntrospectionQuery,
  type IntrospectionInputTypeRef,
  type IntrospectionTypeRef,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The walk reads the schema through introspection (what any client sees), so every root field,
// including ones added later, is covered without listing it here.
type Types = Map<string, IntrospectionQuery['__schema']['types'][number]>;

/** A minimal literal for an input type: required fields only, first enum value, simple scalars. */
function literal(ref: IntrospectionInputTypeRef, types: Types): string {
  if (ref.kind === 'NON_NULL') return literal(ref.ofType, types);
  if (ref.kind === 'LIST') return `[${literal(ref.ofType, types)}]`;
  const type = types.get(ref.name)!;
  if (type.kind === 'ENUM') return type.enumValues[0]!.name;
  if (type.kind === 'INPUT_OBJECT') {
    const fields = type.inputFields.filter((f) => f.type.kind === 'NON_NULL');
    return `{${fields.map((f) => `${f.name}: ${literal(f.type, types)}`).join(', ')}}`;
  }
  return (
    (
      {
        Int: '1',
        Float: '1.5',
        Boolean: 'true',
        ID: '"00000000-0000-0000-0000-000000000000"',
        Date: '"2025-09-22"',
      } as Record<string, string>
    )[type.name] ?? '"x"'
  );
}

const namedKind = (ref: IntrospectionTypeRef): string =>
  ref.kind === 'NON_NULL' || ref.kind === 'LIST' ? namedKind(ref.ofType) : ref.kind;

/** One operation per root field, with every argument (required or not) given a minimal value. */
export function operationsOf(schema: IntrospectionQuery['__schema']): { name: string; query: string }[] {
  const types: Types = new Map(schema.types.map((t) => [t.name, t]));
  const ops: { name: string; query: string }[] = [];
  for (const [kind, root] of [
    ['query', schema.queryType],
    ['mutation', schema.mutationType],
  ] as const) {
    const type = root && types.get(root.name);
    if (!type || type.kind !== 'OBJECT') continue;
    for (const field of type.fields) {
      const args = field.args.map((a) => `${a.name}: ${literal(a.type, types)}`).join(', ');
      const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(namedKind(field.type))
        ? ' { __typename }'
        : '';
      ops.push({
        name: `${kind} ${field.name}`,
        query: `${kind} { ${field.name}${args ? `(${args})` : ''}${selection} }`,
      });
    }
  }
  return ops;
}

const ADMIN_ONLY = ['query users', 'mutation createUser', 'mutation updateUser', 'mutation deleteUser'];

describe('GraphQL access', () => {
  let t: TestApp;
  let ops: { name: string; query: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    const introspection = await t.admin.gql<IntrospectionQuery>(getIntrospectionQuery());
    ops = operationsOf(introspection.data!.__schema);
  });
  afterAll(() => t.close());

  it('finds the operations of the contract in the schema', () => {
    const names = ops.map((o) => o.name);
    for (const n of [
      'query products',
      'query productCount',
      'query product',
      'mutation createProduct',
      'mutation publishProduct',
      ...ADMIN_ONLY,
      ...['Flipkart', 'Amazon', 'Meesho', 'LittleKid', 'TrendyHandy'].flatMap((x) => [
        `query ${x[0]!.toLowerCase()}${x.slice(1)}Listings`,
        `query ${x[0]!.toLowerCase()}${x.slice(1)}ListingCount`,
        ...['create', 'update', 'delete', 'publish'].map((verb) => `mutation ${verb}${x}Listing`),
        `mutation deleteMany${x}Listings`,
      ]),
      ...['Flipkart', 'Amazon'].flatMap((x) => [
        `query ${x.toLowerCase()}ProductCategories`,
        ...['create', 'update', 'delete', 'publish'].map((verb) => `mutation ${verb}${x}ProductCategory`),
      ]),
    ]) {
      expect(names).toContain(n);
    }
  });

  it('rejects an anonymous caller with UNAUTHENTICATED on every Query and Mutation field', async () => {
    for (const op of ops) {
      const r = await t.anon.gql(op.query);
      expect(r.errors?.[0]?.extensions?.code, `${op.name}: ${JSON.stringify(r)}`).toBe('UNAUTHENTICATED');
    }
  });

  it('over GET, answers an anonymous query UNAUTHENTICATED and refuses every mutation; HEAD runs nothing', async () => {
    for (const op of ops) {
      const url = `/graphql?query=${encodeURIComponent(op.query)}`;
      const get = await t.anon.request('GET', url);
      if (op.name.startsWith('query ')) {
        expect(get.json().errors?.[0]?.extensions?.code, `GET ${op.name}: ${get.body}`).toBe(
          'UNAUTHENTICATED',
        );
      } else {
        expect(get.statusCode, `GET ${op.name}`).toBe(405);
      }
      const head = await t.anon.request('HEAD', url);
      expect(head.statusCode, `HEAD ${op.name}`).toBe(405);
    }
  });

  it('answers every operation of a signed-in USER without an internal error', async () => {
    for (const op of ops) {
      const r = await t.user.gql(op.query);
      expect(r.errors?.[0]?.extensions?.code, `${op.name}: ${JSON.stringify(r)}`).not.toBe(
        'INTERNAL_SERVER_ERROR',
      );
    }
  });

  it('rejects a USER with FORBIDDEN on account management', async () => {
    for (const op of ops.filter((o) => ADMIN_ONLY.includes(o.name))) {
      const r = await t.user.gql(op.query);
      expect(r.errors?.[0]?.extensions?.code, op.name).toBe('FORBIDDEN');
    }
  });

  it('refuses mutations over GET and non-JSON bodies', async () => {
    const get = await t.admin.request(
      'GET',
      `/graphql?query=${encodeURIComponent('mutation { deleteProduct(where: {id: "x"}) { id } }')}`,
    );
    expect(get.statusCode).toBeGreaterThanOrEqual(400);
    const form = await t.admin.request('POST', '/graphql', {
      payload: '{ productCount }',
      headers: { 'content-type': 'application/graphql' },
    });
    expect(form.statusCode).toBe(415);
  });

  it('refuses documents deeper than the depth limit or with too many aliases', async () => {
    const deep = await t.admin.gql(
      `{ a: products { id } ${Array.from({ length: 31 }, (_, i) => `p${i}: productCount`).join(' ')} }`,
    );
    expect(deep.errors?.[0]?.message).toMatch(/too many aliases/);
    expect(deep.data).toBeNull();
  });

  it('hides internal errors and never sends a stack trace', async () => {
    const r = await t.admin.gql(`{ products(first: 1) { id } }`);
    expect(JSON.stringify(r)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('account management by an ADMIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates, lists, disables and deletes accounts, never itself or the last admin', async () => {
    const created = await t.admin.gql<{ createUser: { id: string; role: string } }>(
      `mutation { createUser(data: {username: "packer", password: "packer-password", role: USER}) { id username role disabled createdAt } }`,
    );
    const id = created.data!.createUser.id;
    const dup = await t.admin.gql(
      `mutation { createUser(data: {username: "PACKER", password: "packer-password", role: USER}) { id } }`,
    );
    expect(dup.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'username' } });
    const list = await t.admin.gql<{ users: { username: string }[] }>(`{ users { username role } }`);
    expect(list.data!.users.map((u) => u.username)).toEqual(
      expect.arrayContaining(['admin', 'staff', 'packer']),
    );
    const dis = await t.admin.gql<{ updateUser: { disabled: boolean } }>(
      `mutation { updateUser(where: {id: "${id}"}, data: {disabled: true}) { disabled } }`,
    );
    expect(dis.data!.updateUser.disabled).toBe(true);
    const me = (await t.admin.request('GET', '/auth/me')).json().user.id as string;
    const self = await t.admin.gql(`mutation { deleteUser(where: {id: "${me}"}) { id } }`);
    expect(self.errors![0]!.extensions!.code).toBe('CONFLICT');
    const demote = await t.admin.gql(
      `mutation { updateUser(where: {id: "${me}"}, data: {role: USER}) { id } }`,
    );
    expect(demote.errors![0]!.message).toMatch(/last active administrator/);
    const del = await t.admin.gql<{ deleteUser: { id: string } }>(
      `mutation { deleteUser(where: {id: "${id}"}) { id } }`,
    );
    expect(del.data!.deleteUser.id).toBe(id);
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { nodeEnv: 'production' } });
  });
  afterAll(() => t.close());

  it('turns introspection and GraphiQL off', async () => {
    const r = await t.admin.gql(`{ __schema { queryType { name } } }`);
    expect(r.errors![0]!.message).toMatch(/Introspection is off/);
    expect((await t.admin.request('GET', '/graphiql')).statusCode).toBe(404);
  });
});
