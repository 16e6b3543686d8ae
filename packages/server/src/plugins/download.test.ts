import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDisposition, sendDownload } from './download.ts';

describe('contentDisposition', () => {
  it('names an ASCII file as it is', () => {
    expect(contentDisposition('sku-profit-2026-04-01-to-2026-04-30.csv')).toBe(
      'attachment; filename="sku-profit-2026-04-01-to-2026-04-30.csv"',
    );
    expect(contentDisposition('INV-001.pdf', true)).toBe('inline; filename="INV-001.pdf"');
  });

  it('keeps a quote or a line break out of the header, and gives a non-ASCII name whole in UTF-8', () => {
    expect(contentDisposition('a"b\r\nc.csv')).toBe(
      'attachment; filename="abc.csv"; filename*=UTF-8\'\'a%22b%0D%0Ac.csv',
    );
    expect(contentDisposition('बिल.csv')).toBe(
      'attachment; filename="___.csv"; filename*=UTF-8\'\'%E0%A4%AC%E0%A4%BF%E0%A4%B2.csv',
    );
  });
});

describe('sendDownload', () => {
  const app = Fastify();
  app.get('/csv', (_request, reply) =>
    sendDownload(reply, {
      name: 'rows.csv',
      type: 'csv',
      body: (async function* () {
        yield 'a,b\r\n';
        yield '1,2\r\n';
      })(),
    }),
  );
  app.get('/pdf', (_request, reply) =>
    sendDownload(reply, { name: 'INV-1.pdf', type: 'pdf', body: Buffer.from('%PDF'), inline: true }),
  );
  afterAll(() => app.close());

  it('streams the parts yielded, as a CSV to save, not cached', async () => {
    const res = await app.inject({ url: '/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="rows.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toBe('a,b\r\n1,2\r\n');
  });

  it('shows a PDF inline when asked', async () => {
    const res = await app.inject({ url: '/pdf' });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="INV-1.pdf"');
    expect(res.body).toBe('%PDF');
  });
});
