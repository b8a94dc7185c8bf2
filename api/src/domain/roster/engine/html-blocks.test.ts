import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { blockText } from './html-blocks.ts';

const lines = (html: string) =>
  blockText(cheerio.load(html).root().toArray())
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

describe('HTML blocks as lines', () => {
  it('reads <div>s as lines and inline siblings as separate cells', () => {
    const html =
      '<div><div>GB3130<span>763</span></div><div><span>CVG</span><span>06Dec</span><span>05:53 LT</span></div>' +
      '<p>SEA<b>06Dec</b>08:01</p><ul><li>one</li><li>two<br>three</li></ul><script>var x = 1</script></div>';
    expect(lines(html)).toEqual([
      'GB3130 763',
      'CVG 06Dec 05:53 LT',
      'SEA 06Dec 08:01',
      'one',
      'two',
      'three',
    ]);
  });

  it('keeps a <pre> roster as printed, table cells apart, and skips scripts, styles and svg', () => {
    const text = blockText(
      cheerio
        .load(
          '<pre>15Jul  <b>940</b>  PER\n16Jul  937</pre><table><tr><td>a</td><td>b</td></tr></table><style>x{}</style><svg><text>z</text></svg>',
        )
        .root()
        .toArray(),
    );
    expect(text).toContain('15Jul  940  PER\n16Jul  937');
    expect(text).toContain('a  b');
    expect(text).not.toContain('x{}');
    expect(text).not.toContain('z');
  });

  it('reads deeply nested elements once, without recursion', () => {
    const depth = 5_000;
    const root = cheerio
      .load(`${'<div><span>'.repeat(depth)}AMS${'</span></div>'.repeat(depth)}`)
      .root()
      .toArray();
    const started = performance.now();
    expect(blockText(root)).toContain('AMS');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
