import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminApp } from '../admin';
import { REGION, statisticsProxyHops, statisticsRateLimits } from '../config';
import { cleanUpStatistics } from './cleanup';
import { DailySalt } from './daily-salt';
import { firestoreCleanup, firestoreCount, firestoreSaltStore, firestoreShardReader } from './firestore-deps';
import { handleHit, type HitDeps } from './hit';
import { MemoryRateLimit } from './memory-rate-limit';
import { PublishedPages } from './published-pages';
import { readPublishedSitemap, sitemapMaxAgeMs } from './sitemap-source';
import { StatisticsError, statisticsSummary } from './summary';
import { visitorAddress } from './visitor-address';

let instanceDeps: HitDeps | null = null;

/** What one instance keeps between hits: its rate-limit counters, the sitemap and the day's salt. */
function hitDeps(): HitDeps {
  if (instanceDeps) return instanceDeps;
  const db = getFirestore(adminApp());
  const limit = new MemoryRateLimit(statisticsRateLimits);
  const pages = new PublishedPages(readPublishedSitemap, sitemapMaxAgeMs());
  const salt = new DailySalt(firestoreSaltStore(db));
  instanceDeps = {
    takes: (address, nowMs) => limit.take(address, nowMs),
    hasPage: (path, nowMs) => pages.has(path, nowMs),
    saltOf: (day) => salt.of(day),
    count: firestoreCount(db),
    now: () => Date.now(),
  };
  return instanceDeps;
}

/**
 * 'statistics-hit': POST /api/hit through Hosting's rewrite, one page view from the collector
 * (handleHit says what each answer means). Every answer is empty and never cached.
 */
export const statisticsHitRequest = onRequest(
  {
    region: REGION,
    // The rate limit is counted in each instance's memory, so a subscriber gets at most this
    // many times its limit; few instances keep that, and what a flood can cost, small. One
    // instance takes 80 requests at once, far more than a portfolio's views.
    maxInstances: 3,
    timeoutSeconds: 10,
  },
  async (req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      const status = await handleHit(hitDeps(), {
        method: req.method,
        headers: req.headers,
        rawBody: req.rawBody,
        address: visitorAddress(req, statisticsProxyHops()),
      });
      if (status === 405) res.set('Allow', 'POST');
      res.status(status).end();
    } catch (error) {
      logger.error('statistics-hit failed', { error: String(error) });
      res.status(500).end();
    }
  },
);

/** 'statistics-summary': {days: 7 | 30 | 90} -> StatisticsSummary, for the admin. */
export const statisticsSummaryCallable = onCall({ region: REGION }, async (request) => {
  const db = getFirestore(adminApp());
  try {
    return await statisticsSummary(
      { readShards: firestoreShardReader(db), now: () => Date.now() },
      request.auth,
      request.data,
    );
  } catch (error) {
    if (error instanceof StatisticsError) throw new HttpsError(error.code, error.message);
    logger.error('statistics-summary failed', { error: String(error) });
    throw new HttpsError('internal', 'The statistics could not be read. Try again.');
  }
});

/**
 * 'statistics-cleanupdaily': just after midnight UTC, the salt of the day that ended goes, then
 * the counters past their retention, then that day's visitor hashes (cleanUpStatistics).
 */
export const statisticsCleanupSchedule = onSchedule(
  { schedule: 'every day 00:10', region: REGION, timeZone: 'UTC' },
  async () => {
    const db = getFirestore(adminApp());
    logger.info(
      'Statistics cleanup done',
      await cleanUpStatistics({ ...firestoreCleanup(db), now: () => Date.now() }),
    );
  },
);
