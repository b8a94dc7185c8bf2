import { describe, expect, test } from 'vitest';
import { recipeStyles, staticStyles } from './static-styles';

describe('staticStyles', () => {
  test('one class per key, its CSS resolved from tokens once', () => {
    const { classes, sheet } = staticStyles('t', {
      muted: { color: 'fg.muted', px: '4' },
      wide: { md: { px: '6' } },
    });
    expect(classes).toEqual({ muted: 't-muted', wide: 't-wide' });
    expect(sheet.styles).toContain(
      '.t-muted{color:var(--chakra-colors-fg-muted);padding-inline:var(--chakra-spacing-4);}',
    );
    expect(sheet.styles).toMatch(
      /\.t-wide\{@media [^{]*48rem\)\{padding-inline:var\(--chakra-spacing-6\);\}\}/,
    );
  });

  test("a list merges in order: a recipe's styles, then what overrides them", () => {
    const { sheet } = staticStyles('t', {
      button: [recipeStyles('button', { size: 'xs', variant: 'ghost' }), { px: '0' }],
    });
    expect(sheet.styles).toContain('@layer recipes{');
    expect(sheet.styles).toContain('min-width:var(--chakra-sizes-8)');
    expect(sheet.styles).toMatch(/padding-inline:0;/);
  });
});
