import ipaddr from 'ipaddr.js';

/**
 * Whether the server may connect to this address when fetching a URL for a user: only public
 * unicast addresses. Loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local
 * (169.254/16, fe80::/10, where cloud metadata lives), carrier-grade NAT, multicast, reserved and
 * unspecified addresses are refused; an IPv4-mapped IPv6 address is judged as its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}
