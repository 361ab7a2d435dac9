/**
 * The little colour arithmetic the themes need, so every brand's full token set follows from
 * its six palette colours and the contrast rules can be checked in a test.
 */

type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

export function toHex([r, g, b]: Rgb): string {
  const byte = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}`;
}

/** `weight` of `a` mixed with the rest of `b` (sRGB, like CSS `color-mix`). */
export function mix(a: string, b: string, weight: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([0, 1, 2].map((i) => ca[i]! * weight + cb[i]! * (1 - weight)) as unknown as Rgb);
}

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Moves `color` toward `toward` in small steps until it reaches `ratio` against every
 * backdrop, so a derived shade never drops below the contrast a brand's palette allows.
 */
export function ensureContrast(
  color: string,
  backdrops: readonly string[],
  ratio: number,
  toward: string,
): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(toward, color, step / 20);
    if (backdrops.every((backdrop) => contrastRatio(candidate, backdrop) >= ratio))
      return candidate;
  }
  return toward;
}

/** `hex` as `rgba()` with the given opacity (for overlays and shadows). */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
