import { checkHit, STATISTICS_MAX_BODY_BYTES, type StatisticsHit } from '@portfolio/model/statistics';
import { callerGroups } from '../contact-message/caller-address';
import { utcDay } from './days';
import { asksNotToBeCounted, countryOf, isKnownBot, type Headers } from './request-signals';
import { visitorHash } from './shard-write';

/** The parts of the request the hit function reads. */
export interface HitRequest {
  method: string;
  headers: Headers;
  /** The body as sent: the collector posts JSON as text/plain (sendBeacon), so nothing parsed it. */
  rawBody: Buffer | undefined;
  /** The caller's address (callerAddress, with the hops of the proxies in front). */
  address: string;
}

export interface HitDeps {
  /** The rate limit: whether one more hit from the address is taken now (and counted if so). */
  takes(address: string, nowMs: number): boolean;
  /** Whether the published site has a page at this path. */
  hasPage(path: string, nowMs: number): Promise<boolean>;
  saltOf(day: string): Promise<string>;
  /** The one write of a counted view: its shard's counters. */
  count(day: string, hit: StatisticsHit, visitor: string, country: string | undefined): Promise<void>;
  now(): number;
}

/**
 * 204: counted, or dropped without saying why (a bot, Do Not Track or Global Privacy Control, a
 * path the site has no page at); 400: no hit (checkHit); 405: not a POST; 413: larger than a hit
 * can be; 429: past the rate limit. Only a 204 after every check writes anything.
 */
export type HitStatus = 204 | 400 | 405 | 413 | 429;

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

function parse(body: Buffer | undefined): unknown {
  try {
    return JSON.parse(body?.toString('utf8') ?? '');
  } catch {
    return undefined;
  }
}

/** One page view from the collector, counted at most once, in one document write. */
export async function handleHit(deps: HitDeps, request: HitRequest): Promise<HitStatus> {
  if (request.method !== 'POST') return 405;
  const declared = Number(headerText(request.headers['content-length']) || 0);
  if (declared > STATISTICS_MAX_BODY_BYTES || (request.rawBody?.length ?? 0) > STATISTICS_MAX_BODY_BYTES)
    return 413;
  const userAgent = headerText(request.headers['user-agent']).slice(0, 500);
  if (isKnownBot(userAgent) || asksNotToBeCounted(request.headers)) return 204;

  const checked = checkHit(parse(request.rawBody));
  if (!checked.ok) return 400;
  const nowMs = deps.now();
  if (!deps.takes(request.address, nowMs)) return 429;
  const hit = checked.value;
  if (!(await deps.hasPage(hit.p, nowMs))) return 204;

  const day = utcDay(nowMs);
  const visitor = visitorHash(callerGroups(request.address).subscriber, userAgent, await deps.saltOf(day));
  await deps.count(day, hit, visitor, countryOf(request.headers));
  return 204;
}
