import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { fixedClock } from './clock.ts';
import { tryLease } from './lease.ts';
import { USER, agent, createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { multipartFile } from '../../test/multipart.ts';

describe('a lease row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('is held by one holder at a time, renewed by its holder, and taken over once expired', async () => {
    const { db } = t.app.database;
    const clock = fixedClock('2026-03-01T10:00:00.000Z');
    const minute = 60_000;
    const [a, b] = await Promise.all([
      tryLease(db, 'job', 'server-a', clock.now(), 10 * minute),
      tryLease(db, 'job', 'server-b', clock.now(), 10 * minute),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const holder = a ? 'server-a' : 'server-b';
    const other = a ? 'server-b' : 'server-a';
    clock.advance(5 * minute);
    expect(await tryLease(db, 'job', holder, clock.now(), 10 * minute)).toBe(true);
    expect(await tryLease(db, 'job', other, clock.now(), 10 * minute)).toBe(false);
    clock.advance(11 * minute);
    expect(await tryLease(db, 'job', other, clock.now(), 10 * minute)).toBe(true);
    expect(await tryLease(db, 'job', holder, clock.now(), 10 * minute)).toBe(false);
  });
});

describe.runIf(process.env.SD_TEST_KIND === 'postgres')('two servers on one PostgreSQL schema', () => {
  let a: TestApp;
  let b: App;
  let otherDataDir: string;
  beforeAll(async () => {
    a = await createTestApp();
    // the second server has a data folder of its own: what it serves must come from the database
    otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-second-'));
    b = await buildApp(testConfig({ dataDir: otherDataDir }), { logger: false });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    fs.rmSync(otherDataDir, { recursive: true, force: true });
  });

  it('serves on one server an image uploaded through the other', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const up = await a.user.request('POST', '/files/images', multipartFile('mug.jpg', jpeg, 'image/jpeg'));
    expect(up.statusCode).toBe(200);
    const { url, thumbnailUrl } = up.json() as { url: string; thumbnailUrl: string };
    const onB = agent(b);
    expect((await onB.request('POST', '/auth/login', { body: USER })).statusCode).toBe(200);
    const image = await onB.request('GET', url);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload).toEqual((await a.user.request('GET', url)).rawPayload);
    expect(image.headers['cache-control']).toMatch(/immutable/);
    expect((await onB.request('GET', thumbnailUrl)).statusCode).toBe(200);
    // nothing was written to either server's folder: the bytes live in the database
    expect(fs.existsSync(path.join(otherDataDir, 'images'))).toBe(false);
    expect(fs.existsSync(path.join(testConfig().dataDir, 'images'))).toBe(false);
  });

  it('runs periodic work on one server at a time', async () => {
    for (let round = 0; round < 5; round++) {
      const ran = await Promise.all([a.app.periodic.tick(), b.periodic.tick()]);
      expect(ran.filter(Boolean), `round ${round}`).toHaveLength(1);
    }
  });
});
