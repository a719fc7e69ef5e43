import { describe, expect, it } from 'vitest';
import { documentsRead, isFirestoreRead } from './firestore-reads.mjs';

const base = 'http://127.0.0.1:8080/v1/projects/demo-portfolio/databases/(default)/documents';

describe('documentsRead', () => {
  it("counts a query's matches, and an empty query as one read", () => {
    const two = JSON.stringify([{ document: { name: 'a' } }, { document: { name: 'b' } }, { readTime: 't' }]);
    expect(documentsRead(`${base}:runQuery`, two)).toBe(2);
    expect(documentsRead(`${base}:runQuery`, JSON.stringify([{ readTime: 't' }]))).toBe(1);
  });

  it('counts every document a batch get found or missed', () => {
    const body = JSON.stringify([{ found: { name: 'a' } }, { missing: 'b' }]);
    expect(documentsRead(`${base}:batchGet`, body)).toBe(2);
  });

  it('counts nothing for other requests', () => {
    expect(isFirestoreRead(`${base}/projects/p1`)).toBe(false);
    expect(isFirestoreRead('http://127.0.0.1:5000/assets/index.js')).toBe(false);
    expect(documentsRead('http://127.0.0.1:5000/', '[]')).toBe(0);
  });
});
