// Which addresses the outbound HTTP port never connects to (docs/shared-mechanisms.md, "Outbound HTTP"):
// private, loopback, link-local, multicast, reserved and documentation ranges, and IPv6 addresses that
// stand for such an IPv4 address.
import net from 'node:net';

const blockedV4 = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blockedV4.addSubnet(network, prefix, 'ipv4');

const blockedV6 = new net.BlockList();
for (const [network, prefix] of [
  // the unspecified and loopback addresses, and the deprecated IPv4-compatible ones (::a.b.c.d)
  ['::', 96],
  ['100::', 64], // discard-only
  // Teredo: a tunnel through an IPv4 relay and a client address the IPv6 address only half names
  ['2001::', 32],
  ['2001:2::', 48], // benchmarking
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['64:ff9b:1::', 48], // local-use NAT64: translated by this network's own gateway to anywhere
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the old site-local
  ['ff00::', 8], // multicast
] as const)
  blockedV6.addSubnet(network, prefix, 'ipv6');

/**
 * IPv6 ranges that stand for an IPv4 address (a gateway or the host's own stack connects to it): the
 * embedded IPv4 address decides, so `[::ffff:7f00:1]` is loopback and `64:ff9b::808:808` is public.
 */
const EMBEDDING_IPV4 = [
  { network: '::ffff:0:0', prefix: 96, at: 12 }, // IPv4-mapped
  { network: '::ffff:0:0:0', prefix: 96, at: 12 }, // IPv4-translated (SIIT)
  { network: '64:ff9b::', prefix: 96, at: 12 }, // NAT64, the well-known prefix
  { network: '2002::', prefix: 16, at: 2 }, // 6to4
].map(({ network, prefix, at }) => {
  const range = new net.BlockList();
  range.addSubnet(network, prefix, 'ipv6');
  return { range, at };
});

/** The 16 bytes of a valid IPv6 address (net.isIP said 6), a dotted IPv4 tail included. */
function ipv6Bytes(address: string): Uint8Array {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const groups =
    tail === undefined
      ? groupsOf(head)
      : [
          ...groupsOf(head),
          ...Array<string>(8 - groupsOf(head).length - groupsOf(tail).length).fill('0'),
          ...groupsOf(tail),
        ];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    const value = parseInt(group, 16);
    bytes[2 * i] = value >> 8;
    bytes[2 * i + 1] = value & 0xff;
  });
  return bytes;
}

/** The IPv4 address an IPv6 address stands for (mapped, translated, NAT64, 6to4), or null. */
function embeddedIpv4(address: string): string | null {
  const embedding = EMBEDDING_IPV4.find(({ range }) => range.check(address, 'ipv6'));
  if (!embedding) return null;
  return [...ipv6Bytes(address).subarray(embedding.at, embedding.at + 4)].join('.');
}

/**
 * Private, loopback, link-local, multicast, reserved or documentation addresses, and IPv6 addresses
 * that stand for one of those IPv4 addresses. Anything that is not an IP address counts as non-public.
 */
export function isNonPublicAddress(address: string): boolean {
  const bare = address.replace(/%.*$/, ''); // a zone (fe80::1%eth0) names an interface, not an address
  const family = net.isIP(bare);
  if (family === 4) return blockedV4.check(bare, 'ipv4');
  if (family !== 6) return true;
  const ipv4 = embeddedIpv4(bare);
  return ipv4 !== null ? blockedV4.check(ipv4, 'ipv4') : blockedV6.check(bare, 'ipv6');
}
