// The entry count a zip's end records declare, read before any unzipping: the unzipper walks the
// central directory as many times as that count says, so a 98-byte archive whose ZIP64 record
// claims 4,294,967,295 entries would keep it busy long after the page stopped answering.

const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
/** The end record's fixed part; a comment of up to 65,535 bytes may follow it. */
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_LOCATOR_SIZE = 20;
/** The smallest central directory record: every entry takes at least this many bytes. */
const DIRECTORY_RECORD_SIZE = 46;

/**
 * How many entries the archive declares, ZIP64 included, and whether its bytes could hold that many
 * (each entry's directory record takes 46 bytes); null when it has no end record.
 */
export function declaredEntries(bytes: Uint8Array): { count: number; fits: boolean } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEnd(view);
  if (end === null) return null;
  let count = view.getUint16(end + 10, true);
  const zip64 = zip64End(view, end);
  if (zip64 !== null) {
    // A 64-bit count: past Number's exact range it is impossible anyway.
    count = Number(view.getBigUint64(zip64 + 32, true));
  }
  return { count, fits: count * DIRECTORY_RECORD_SIZE <= bytes.length };
}

function findEnd(view: DataView): number | null {
  const last = view.byteLength - END_SIZE;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at--) {
    if (view.getUint32(at, true) === END_SIGNATURE) return at;
  }
  return null;
}

/** Where the ZIP64 end record is, when the locator just before the end record points at one. */
function zip64End(view: DataView, end: number): number | null {
  const locator = end - ZIP64_LOCATOR_SIZE;
  if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR_SIGNATURE) return null;
  const at = Number(view.getBigUint64(locator + 8, true));
  if (at + 56 > view.byteLength || view.getUint32(at, true) !== ZIP64_END_SIGNATURE) return null;
  return at;
}
