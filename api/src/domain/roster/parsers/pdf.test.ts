import { describe, expect, it } from 'vitest';
import { turnedToRead } from './pdf.ts';

describe('turnedToRead', () => {
  it('turns a page printed turned (its text running down the paper) back to lines read left to right', () => {
    // Text running towards -y, its glyphs' up towards +x (a landscape page drawn portrait, shown with /Rotate 270).
    const at = (str: string, x: number, y: number) => ({
      str,
      transform: [0, -6, 6, 0, x, y],
      width: str.length * 3.6,
      height: 6,
    });
    const runs = turnedToRead(
      [
        at('Sat20', 100, 700),
        at('TP 868', 100, 660),
        at('Sun21', 92, 700),
        at('CONFIDENTIAL', 300, 300),
      ].concat([{ str: 'DRAFT', transform: [6, 0, 0, 6, 50, 50], width: 18, height: 6 }]),
    );
    const line = (k: number) => ({
      str: runs[k]?.str,
      x: runs[k]?.x,
      y: runs[k]?.y,
      upright: runs[k]?.upright,
    });
    // Read along the text: x' = -y, y' = x; the first line (x 100) above the second (x 92).
    expect([line(0), line(1), line(2)]).toEqual([
      { str: 'Sat20', x: -700, y: 100, upright: true },
      { str: 'TP 868', x: -660, y: 100, upright: true },
      { str: 'Sun21', x: -700, y: 92, upright: true },
    ]);
    // A run drawn the paper's way up, against the page's text, is turned from it: apart.
    expect(line(4).upright).toBe(false);
  });
});
