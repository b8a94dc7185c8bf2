/**
 * WCAG contrast ratio of two CSS colours as the browser computed them: `rgb()`/`rgba()` (0–255) or
 * `color(srgb r g b / a)` (0–1, what color-mix yields). A translucent colour is blended over white, the page
 * background, as it is seen.
 */
function toRgb(css: string): [number, number, number] {
  const numbers = (css.match(/-?\d*\.?\d+(e-?\d+)?/gi) ?? []).map(Number);
  const scale = css.startsWith('color(') ? 255 : 1;
  const [r = 0, g = 0, b = 0] = numbers.slice(0, 3).map((c) => c * scale);
  const alpha = numbers[3] ?? 1;
  const blend = (c: number) => c * alpha + 255 * (1 - alpha);
  return [blend(r), blend(g), blend(b)];
}

function luminance(css: string): number {
  const [r, g, b] = toRgb(css).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
