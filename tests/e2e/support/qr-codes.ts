import type { Page } from 'playwright-core';
import { readQrDataUrl } from '../../support/qr';

/**
 * What a phone's camera would read from the canvas drawn inside `selector` on the page; null
 * until the canvas is drawn and holds a readable code (the drawing finishes after its logo loads).
 */
export async function canvasQrText(page: Page, selector: string): Promise<string | null> {
  const canvas = page.locator(`${selector} canvas`);
  await canvas.waitFor();
  const dataUrl = await canvas.evaluate((element) =>
    (element as HTMLCanvasElement).toDataURL('image/png'),
  );
  try {
    return readQrDataUrl(dataUrl);
  } catch {
    return null;
  }
}
