import { inflateSync } from 'node:zlib';

/*
 * A WOFF font unwrapped to the plain OpenType (sfnt) font inside it. fontkit reads WOFF, but it
 * inflates a compressed table again on every read, and it reads the glyph table once per glyph:
 * a statement then spent seconds inflating. Unwrapped once, the font is read in place. WOFF 1.0
 * (W3C): a 44-byte header, then per table a 20-byte entry (tag, offset, compressed length,
 * original length, checksum); a table is zlib-compressed when its two lengths differ. WOFF2 is
 * not the answer: fontkit's subsetter breaks on its composite glyphs.
 */

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_RECORD = 16;

const padded = (length: number) => (length + 3) & ~3;

export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });

  // The sfnt offset table: its search fields from the largest power of two ≤ the table count.
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(SFNT_HEADER + count * SFNT_RECORD);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  tables.forEach((table, index) => {
    const record = SFNT_HEADER + index * SFNT_RECORD;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const body = Buffer.alloc(padded(table.data.length));
    table.data.copy(body);
    bodies.push(body);
    offset += body.length;
  });
  return Buffer.concat([header, ...bodies]);
}
