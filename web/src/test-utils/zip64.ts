/**
 * An archive of nothing but its end records (98 bytes), the ZIP64 one declaring `count` entries:
 * what a hostile "backup" can claim without holding anything.
 */
export function zip64Claiming(count: bigint): Uint8Array {
  const bytes = new Uint8Array(56 + 20 + 22);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x06064b50, true); // the ZIP64 end of central directory record
  view.setBigUint64(4, 44n, true);
  view.setBigUint64(24, count, true);
  view.setBigUint64(32, count, true);
  // Its directory starts past the end: every entry an unzipper reads there is zeros, never an error.
  view.setBigUint64(48, BigInt(bytes.length), true);
  view.setUint32(56, 0x07064b50, true); // its locator, pointing at offset 0
  view.setBigUint64(64, 0n, true);
  view.setUint32(76, 0x06054b50, true); // the classic end record, saying "see ZIP64"
  view.setUint16(84, 0xffff, true);
  view.setUint16(86, 0xffff, true);
  view.setUint32(88, 0xffffffff, true);
  view.setUint32(92, 0xffffffff, true);
  return bytes;
}
