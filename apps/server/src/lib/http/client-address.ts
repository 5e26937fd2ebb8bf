import { isIPv4, isIPv6 } from "node:net";

/**
 * The key a per-address limit counts a client under: an IPv4 address as it is (an IPv4-mapped
 * IPv6 address, `::ffff:1.2.3.4`, is that IPv4 address), and an IPv6 address by its /64. One
 * home or one cloud server is given a whole /64 and picks any address in it at will, so keyed
 * by the full address each of its 2^64 addresses had an allowance of its own.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${firstFourGroups(address)}::/64`;
}

/** The first four 16-bit groups of an IPv6 address, written in full, lower case. */
function firstFourGroups(address: string): string {
  const bare = address.split("%")[0] ?? address; // a zone (fe80::1%eth0) is no part of it
  const [head = "", tail] = bare.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  // An embedded IPv4 tail (::1.2.3.4) fills two groups; only the first four groups matter.
  const tailCount = tailGroups.reduce((n, group) => n + (group.includes(".") ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailCount).fill("0");
  const groups = [...headGroups, ...zeros, ...tailGroups];
  return groups
    .slice(0, 4)
    .map((group) => group.padStart(4, "0").toLowerCase())
    .join(":");
}
