import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundHttp, isNonPublicAddress, OutboundError } from './outbound-http.ts';

// A real HTTP server on 127.0.0.1 stands in for the internet. It is reachable only through the
// allowHosts setting (the test's `localhost`), which production never sets.
describe('outbound HTTP', () => {
  let server: http.Server;
  let port: number;
  let flaky = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/image.jpg')
        return res
          .writeHead(200, { 'content-type': 'image/jpeg' })
          .end(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
      if (req.url === '/to-image') return res.writeHead(302, { location: '/image.jpg' }).end();
      if (req.url === '/to-loopback')
        return res.writeHead(302, { location: `http://127.0.0.1:${port}/image.jpg` }).end();
      if (req.url === '/to-metadata')
        return res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (req.url === '/big') return res.writeHead(200).end(Buffer.alloc(2048));
      if (req.url === '/missing') return res.writeHead(404).end();
      if (req.url === '/flaky')
        return flaky++ === 0 ? res.writeHead(503).end() : res.writeHead(200).end('ok');
      if (req.url === '/slow') return; // never answers
      if (req.url === '/trickle') {
        // a byte every 100 ms: never silent for the idle timeout, never done
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        const drip = setInterval(() => res.write(Buffer.from([0xff])), 100);
        return res.on('close', () => clearInterval(drip));
      }
      if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const allowed = () => createOutboundHttp({ allowHosts: ['localhost'], timeoutMs: 500 });

  it('fetches from an allowed host, following a redirect', async () => {
    const got = await allowed().get(`http://localhost:${port}/to-image`);
    expect(got.url).toBe(`http://localhost:${port}/image.jpg`);
    expect(got.contentType).toBe('image/jpeg');
    expect([...got.body]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
  });

  it.each([
    ['a loopback name', () => `http://localhost:${port}/image.jpg`, 'resolves to 127.0.0.1'],
    ['a loopback address', () => `http://127.0.0.1:${port}/image.jpg`, '127.0.0.1 is a private'],
    ['a private address', () => 'http://10.1.2.3/x.jpg', '10.1.2.3 is a private'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/', '169.254.169.254 is a private'],
    ['an IPv6 loopback', () => 'http://[::1]:80/x', '::1 is a private'],
    ['another scheme', () => 'file:///etc/passwd', 'Only http and https'],
  ])('refuses %s without the test setting', async (_, url, message) => {
    await expect(createOutboundHttp().get(url())).rejects.toThrow(message);
  });

  it('refuses a redirect to a loopback or link-local address, even from an allowed host', async () => {
    await expect(allowed().get(`http://localhost:${port}/to-loopback`)).rejects.toThrow(
      '127.0.0.1 is a private',
    );
    await expect(allowed().get(`http://localhost:${port}/to-metadata`)).rejects.toThrow(
      '169.254.169.254 is a private',
    );
  });

  it('stops at the size cap, the time limit and a redirect loop, and names an error answer', async () => {
    await expect(allowed().get(`http://localhost:${port}/big`, { maxBytes: 1024 })).rejects.toThrow(
      'larger than the 0 MiB limit',
    );
    await expect(allowed().get(`http://localhost:${port}/slow`)).rejects.toThrow(
      'did not answer within 0.5 s',
    );
    await expect(allowed().get(`http://localhost:${port}/loop`)).rejects.toThrow(
      'redirects more than 3 times',
    );
    await expect(allowed().get(`http://localhost:${port}/missing`)).rejects.toThrow('answered 404');
  });

  it('stops a host that trickles bytes at the total deadline, which the idle timeout never reaches', async () => {
    const trickled = createOutboundHttp({ allowHosts: ['localhost'], timeoutMs: 500, deadlineMs: 1500 });
    await expect(trickled.get(`http://localhost:${port}/trickle`)).rejects.toThrow(
      `http://localhost:${port}/trickle took longer than the 1.5 s limit`,
    );
  });

  it('stops when the signal of the caller aborts, with the reason it gave', async () => {
    const download = new AbortController();
    const fetching = allowed().get(`http://localhost:${port}/trickle`, { signal: download.signal });
    setTimeout(() => download.abort(new OutboundError('The download ran out of time')), 300);
    await expect(fetching).rejects.toThrow('The download ran out of time');
    // a signal already aborted stops the fetch before it connects
    await expect(
      allowed().get(`http://localhost:${port}/image.jpg`, { signal: download.signal }),
    ).rejects.toThrow('The download ran out of time');
  });

  it('tries once more after a 5xx answer', async () => {
    expect((await allowed().get(`http://localhost:${port}/flaky`)).body.toString()).toBe('ok');
  });

  it.each([
    ['8.8.8.8', false],
    ['2606:4700:4700::1111', false],
    ['192.168.1.1', true],
    ['172.20.0.1', true],
    ['100.64.0.1', true],
    ['192.88.99.1', true],
    ['fe80::1', true],
    ['fe80::1%eth0', true],
    ['fd00::1', true],
    ['0.0.0.0', true],
    ['not an address', true],
    // ::/96: unspecified, loopback and the deprecated IPv4-compatible form, whatever IPv4 it names
    ['::', true],
    ['::1', true],
    ['::8.8.8.8', true],
    ['::808:808', true],
    // ::ffff:0:0/96, IPv4-mapped: the embedded IPv4 address decides, written dotted or in hex
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['0:0:0:0:0:ffff:a9fe:a9fe', true],
    ['::FFFF:10.0.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['::ffff:808:808', false],
    // ::ffff:0:0:0/96, IPv4-translated
    ['::ffff:0:7f00:1', true],
    ['::ffff:0:808:808', false],
    // 2002::/16, 6to4: the IPv4 address in bits 16 to 48 decides
    ['2002:7f00:1::', true],
    ['2002:a9fe:a9fe::1', true],
    ['2002:c0a8:101:1::1', true],
    ['2002:808:808::1', false],
    // 64:ff9b::/96, NAT64: the last 32 bits decide; 64:ff9b:1::/48, local-use NAT64: always refused
    ['64:ff9b::7f00:1', true],
    ['64:ff9b::10.1.2.3', true],
    ['64:ff9b::808:808', false],
    ['64:ff9b::8.8.8.8', false],
    ['64:ff9b:1::808:808', true],
    ['64:ff9b:1:ffff::1', true],
    // fec0::/10 (site-local), 2001::/32 (Teredo) and the other special-purpose ranges
    ['fec0::1', true],
    ['feff:ffff::1', true],
    ['2001::1', true],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', true],
    ['2001:1::1', false],
    ['2001:2::1', true],
    ['2001:db8::1', true],
    ['3fff::1', true],
    ['100::1', true],
    ['ff02::1', true],
  ])('classifies %s as non-public: %s', (address, expected) => {
    expect(isNonPublicAddress(address)).toBe(expected);
  });

  it.each([
    ['an IPv4-mapped loopback in hex', 'http://[::ffff:7f00:1]/x', '::ffff:7f00:1 is a private'],
    ['an IPv4-mapped loopback, dotted', 'http://[::ffff:127.0.0.1]/x', '::ffff:7f00:1 is a private'],
    ['a 6to4 private address', 'http://[2002:c0a8:101::1]/x', '2002:c0a8:101::1 is a private'],
    ['a NAT64 metadata address', 'http://[64:ff9b::a9fe:a9fe]/x', '64:ff9b::a9fe:a9fe is a private'],
    ['a Teredo address', 'http://[2001:0:4136:e378::1]/x', '2001:0:4136:e378::1 is a private'],
    ['a site-local address', 'http://[fec0::1]/x', 'fec0::1 is a private'],
  ])('refuses %s in a URL', async (_, url, message) => {
    await expect(createOutboundHttp().get(url)).rejects.toThrow(message);
  });
});
