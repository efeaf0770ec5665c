import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;
const SFNT_HEADER_SIZE = 12;
const SFNT_ENTRY_SIZE = 16;

/**
 * A WOFF 1.0 file as the SFNT (TrueType/OpenType) font it wraps: WOFF 1.0 is the SFNT's tables, each
 * zlib-compressed when that made it smaller, behind a directory (W3C WOFF File Format 1.0, §4–5).
 * HarfBuzz reads SFNT only, and @fontsource ships WOFF and WOFF2 (which needs Brotli plus a glyf
 * transform to undo), so the build unwraps the WOFF files.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER_SIZE || view.getUint32(0) !== WOFF_SIGNATURE)
    throw new Error('not a WOFF 1.0 file');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER_SIZE + index * WOFF_ENTRY_SIZE;
    const tag = view.getUint32(entry);
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const checksum = view.getUint32(entry + 16);
    if (offset + compLength > woff.byteLength) throw new Error('WOFF table past the end of the file');
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.byteLength !== origLength) throw new Error('WOFF table has the wrong length once inflated');
    return { tag, checksum, data };
  });

  // SFNT: offset table, table records (the WOFF directory is already sorted by tag), 4-byte aligned tables.
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce(
    (total, table) => total + padded(table.data.byteLength),
    SFNT_HEADER_SIZE + SFNT_ENTRY_SIZE * numTables,
  );
  const sfnt = new Uint8Array(size);
  const out = new DataView(sfnt.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY_SIZE;
  out.setUint32(0, flavor);
  out.setUint16(4, numTables);
  out.setUint16(6, searchRange);
  out.setUint16(8, entrySelector);
  out.setUint16(10, numTables * SFNT_ENTRY_SIZE - searchRange);
  let offset = SFNT_HEADER_SIZE + SFNT_ENTRY_SIZE * numTables;
  tables.forEach((table, index) => {
    const record = SFNT_HEADER_SIZE + index * SFNT_ENTRY_SIZE;
    out.setUint32(record, table.tag);
    out.setUint32(record + 4, table.checksum);
    out.setUint32(record + 8, offset);
    out.setUint32(record + 12, table.data.byteLength);
    sfnt.set(table.data, offset);
    offset += padded(table.data.byteLength);
  });
  return sfnt;
}
