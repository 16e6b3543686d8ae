import fs from 'node:fs';
import path from 'node:path';
import { buildClientSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql';
import { format } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The printed schema is committed: GraphQL Code Generator writes the web app's operation types and the
// server's resolver types from it (codegen.ts, npm run codegen; decision 060). This test fails when the
// server's schema and the file drift; UPDATE_SCHEMA=1 rewrites the file (then run npm run codegen).
const file = path.resolve(import.meta.dirname, '../schema.graphql');

describe('printed GraphQL schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('matches packages/server/schema.graphql', async () => {
    const r = await t.admin.gql<IntrospectionQuery>(getIntrospectionQuery({ descriptions: true }));
    const printed = await format(
      `# Generated from the running server by src/schema.db.test.ts (UPDATE_SCHEMA=1 to rewrite). Do not edit.\n\n${printSchema(buildClientSchema(r.data!))}\n`,
      {
        parser: 'graphql',
        printWidth: 110,
      },
    );
    if (process.env.UPDATE_SCHEMA === '1') fs.writeFileSync(file, printed);
    expect(
      fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '',
      'run: UPDATE_SCHEMA=1 npm run test:db',
    ).toBe(printed);
  });
});
