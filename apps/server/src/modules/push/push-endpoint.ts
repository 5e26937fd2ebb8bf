import { type LookupAddress, lookup } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * The push services browsers subscribe through (docs/decisions/038): Chrome, Edge's Chromium
 * builds, Opera, Samsung Internet use FCM; Firefox uses Mozilla's autopush; Safari uses Apple's
 * (web.push.apple.com); legacy Edge uses WNS (wns2-*.notify.windows.com). Nothing else is a
 * browser's endpoint, so a subscription cannot aim the server at any other host.
 */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "push.services.mozilla.com",
];
const PUSH_SERVICE_DOMAINS = [".push.apple.com", ".notify.windows.com"];

function isPushServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    PUSH_SERVICE_HOSTS.includes(host) ||
    PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain))
  );
}

/**
 * Why the server will not push to `endpoint`, or null when it will: an https URL on a push
 * service's host, default port, no credentials; or exactly one of `httpOrigins`, the test-only
 * stand-in (docs/decisions/038).
 */
export function endpointRefusal(endpoint: string, httpOrigins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "The subscription's endpoint is not a URL.";
  }
  if (httpOrigins.includes(url.origin)) return null;
  if (url.protocol !== "https:" || url.username || url.password) {
    return "The subscription's endpoint must be an https:// URL.";
  }
  if (url.port !== "" || !isPushServiceHost(url.hostname)) {
    return "The subscription's endpoint is not a browser's push service.";
  }
  return null;
}

/**
 * Addresses no push is ever sent to, whatever a name resolves to: this machine, its networks,
 * and what is not a host. IPv4-mapped IPv6 (::ffff:a.b.c.d) is checked as its IPv4 address.
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // unspecified, "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b:1::", 48], // local-use NAT64
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated, still routed inside some networks)
  ["ff00::", 8], // multicast
] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv6");
}

/** True when `address` (an IP literal) is on the public internet, where push services are. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return isPublicAddress(mapped);
    // ::ffff:7f00:1 is the hexadecimal spelling of the same mapped addresses.
    if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/i.test(address)) {
      const [hi = 0, lo = 0] = address
        .slice(7)
        .split(":")
        .map((part) => Number.parseInt(part, 16));
      return isPublicAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
    }
    return !INTERNAL.check(address, "ipv6");
  }
  return !INTERNAL.check(address, "ipv4");
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that resolves every address of the name and refuses the
 * connection if any is internal; the socket then connects to an address it returned, so what
 * was checked is what is reached (no second resolution between check and connect).
 */
export function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean; family?: number | string },
  callback: LookupCallback,
): void {
  lookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const internal = addresses.find((a) => !isPublicAddress(a.address));
    if (internal || addresses.length === 0) {
      const refused = new Error(
        `${hostname} resolves to ${internal?.address ?? "nothing"}, not a public address`,
      ) as NodeJS.ErrnoException;
      refused.code = "EPUSHADDRESS";
      return callback(refused, []);
    }
    if (options.all) return callback(null, addresses);
    const family = Number(options.family) || 0;
    const first = (addresses.find((a) => family === 0 || a.family === family) ??
      addresses[0]) as LookupAddress;
    callback(null, first.address, first.family);
  });
}
