// Counts the Firestore documents a page view reads from the REST answers the Firestore lite client
// gets (Firestore bills per document read), so the data layer needs no counter of its own: the
// benchmark reads the browser's responses, the data tests wrap fetch.

/** Whether `url` is a Firestore read this counts: a query or a batch of document gets. */
export function isFirestoreRead(url) {
  return /\/documents(\/[^?]*)?:(runQuery|batchGet)(\?|$)/.test(url);
}

/**
 * Documents one answer bills as read: a query's matches (an empty result still costs one read),
 * or a batchGet's found and missing documents.
 */
export function documentsRead(url, body) {
  if (!isFirestoreRead(url)) return 0;
  const rows = JSON.parse(body);
  if (url.includes(':runQuery')) return Math.max(1, rows.filter((row) => row.document).length);
  return rows.filter((row) => row.found || row.missing).length;
}
