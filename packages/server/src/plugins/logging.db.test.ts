import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { agent, testConfig } from '../../test/test-app.ts';

describe('structured logs', () => {
  it('writes JSON lines and redacts cookies, authorization and passwords', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp(testConfig({ logLevel: 'info' }), { logStream });
    try {
      await agent(app).request('POST', '/auth/login', {
        body: { username: 'someone', password: 'hunter2-secret' },
        headers: { cookie: 'sd_session=tok-secret', authorization: 'Bearer auth-secret' },
      });
      // a GraphQL document in the query string of a GET, and variables in a POST body
      await agent(app).request(
        'GET',
        `/graphql?query=${encodeURIComponent('mutation { createUser(data: {username: "x", password: "query-string-secret", role: ADMIN}) { id } }')}`,
      );
      // the same on a path the router decodes to /graphql, and on one no route takes (issue 43)
      for (const path of ['/%67raphql', '/graphq%6c', '/graphql%E0%A4%A', '/no-such-route'])
        await agent(app).request('GET', `${path}?query=${encodeURIComponent('{ encoded-path-secret }')}`);
      await agent(app).request('POST', '/graphql', {
        body: {
          query:
            'mutation ($p: String!) { createUser(data: {username: "x", password: $p, role: USER}) { id } }',
          variables: { p: 'variables-secret' },
        },
      });
      app.log.info(
        {
          req: { headers: { cookie: 'sd_session=tok-secret', authorization: 'Bearer auth-secret' } },
          body: { password: 'hunter2-secret' },
        },
        'probe',
      );
    } finally {
      await app.close();
    }
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(() => JSON.parse(l)).not.toThrow();
    const all = lines.join('\n');
    expect(all).toContain('"msg":"probe"');
    expect(all).toContain('[redacted]');
    expect(all).toContain('/graphql?[redacted]');
    expect(all).toContain('/%67raphql?[redacted]');
    for (const secret of [
      'tok-secret',
      'auth-secret',
      'hunter2-secret',
      'query-string-secret',
      'encoded-path-secret',
      'variables-secret',
    ])
      expect(all).not.toContain(secret);
  });
});
