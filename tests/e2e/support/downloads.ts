import type { Download } from 'playwright-core';

/**
 * The bytes of a finished download. The browser suites share one Chromium they connect to, and
 * a connected client cannot ask for the file's path on the browser's disk (Playwright refuses
 * `download.path()` when connected remotely), so the bytes are streamed back instead.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
