import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../../test/test-app.ts';

describe('the web app fallback', () => {
  let app: App;
  beforeAll(async () => {
    const webDist = path.join(process.env.SD_TEST_DATA_DIR!, 'web-dist');
    fs.mkdirSync(webDist, { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Seller Desk</title>');
    app = await buildApp(testConfig({ webDist }), { logger: false });
  });
  afterAll(() => app.close());

  it('answers a screen of the app with index.html', async () => {
    const res = await app.inject({ method: 'GET', url: '/listing/amazon?page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Seller Desk');
  });

  it('answers an unknown API path 404 in JSON, however its path is spelled', async () => {
    for (const url of ['/files/nothing', '/%66iles/nothing', '/graphq%6c/x?query=1', '/%61uth/nothing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('NOT_FOUND');
    }
  });
});
