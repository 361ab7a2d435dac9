import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const PNG_DATA_URL = 'data:image/png;base64,';

/** What a phone's camera would read from a QR drawn as a PNG data URL (throws if it is none). */
export function readQrDataUrl(dataUrl: string): string {
  if (!dataUrl.startsWith(PNG_DATA_URL)) throw new Error('Not a PNG data URL');
  return readQrPng(Buffer.from(dataUrl.slice(PNG_DATA_URL.length), 'base64'));
}

/** The text a PNG's QR code holds (throws when none is found). */
export function readQrPng(bytes: Buffer): string {
  const image = PNG.sync.read(bytes);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  const code = jsQR(pixels, image.width, image.height);
  if (!code) throw new Error('No QR code found in the image');
  return code.data;
}
