import { isIP } from 'node:net';
import { callerAddress } from '../contact-message/caller-address';
import type { Headers } from './request-signals';

/**
 * The address a hit came from. Firebase Hosting serves the site through its CDN (Fastly), which
 * hands a rewritten request on with the visitor's address in Fastly-Client-IP; the last entry of
 * X-Forwarded-For is then the CDN's address, as the headers logged behind Hosting show. Read
 * from there, every visitor behind one CDN node would be one subscriber, held to one subscriber's
 * limit and counted as one visitor per user agent. Without that header (a call at the function's
 * own URL, the emulators) the address is read as the contact function reads it: `hops` entries
 * from the end of X-Forwarded-For. docs/statistics.md says how to check this on a deployment.
 *
 * A caller at the function's own URL can send any Fastly-Client-IP, and so spread its hits over
 * made-up subscribers: the limit for all callers together still caps what that costs, and a
 * caller could inflate the visitor count by changing its user agent anyway.
 */
export function visitorAddress(request: { headers: Headers; ip?: string }, hops: number): string {
  const cdn = request.headers['fastly-client-ip'];
  const address = (Array.isArray(cdn) ? cdn[0] : cdn)?.trim() ?? '';
  if (isIP(address)) return address;
  return callerAddress(request, hops);
}
