import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('keeps a plain name in both forms', () => {
    expect(contentDisposition('report.pdf')).toBe(
      `inline; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
  });

  it('replaces quotes and backslashes in the fallback and encodes them in filename*', () => {
    expect(contentDisposition('my "best" app.apk')).toBe(
      `inline; filename="my _best_ app.apk"; filename*=UTF-8''my%20%22best%22%20app.apk`,
    );
  });

  it('gives non-ASCII names an ASCII fallback and a UTF-8 filename*', () => {
    expect(contentDisposition('résumé ünicode.pdf')).toBe(
      `inline; filename="r_sum_ _nicode.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%C3%BCnicode.pdf`,
    );
  });

  it("strips path separators so a name cannot carry a path, and encodes RFC 5987's reserved marks", () => {
    expect(contentDisposition('../../etc/pass(w)d')).toBe(
      `inline; filename="pass(w)d"; filename*=UTF-8''pass%28w%29d`,
    );
    expect(contentDisposition('C:\\Users\\me\\cv.pdf')).toBe(
      `inline; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    );
  });

  it('falls back to a generic name when nothing is left', () => {
    expect(contentDisposition('dir/')).toBe(`inline; filename="file"; filename*=UTF-8''file`);
  });
});
