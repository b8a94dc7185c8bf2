import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import * as ui from './index';
import * as overlays from './overlays';
import { lightOnly, system } from './system';

/** Components that take another component's recipe. */
const RECIPE_OF: Record<string, string> = { IconButton: 'button', CloseButton: 'button' };
const recipeKey = (name: string) => RECIPE_OF[name] ?? name.charAt(0).toLowerCase() + name.slice(1);
const styled = (key: string, sys: typeof system) => sys.isRecipe(key) || sys.isSlotRecipe(key);

describe('the design system', () => {
  it('has the recipe of every component ui and ui/overlays export (a missing one renders unstyled)', () => {
    const exported = Object.keys({ ...ui, ...overlays }).filter((name) => /^[A-Z]/.test(name));
    const needed = exported.map(recipeKey).filter((key) => styled(key, defaultSystem));
    expect(needed.length).toBeGreaterThan(15);
    expect(needed.filter((key) => !styled(key, system))).toEqual([]);
  });

  it('leaves out the recipes of components nobody shows', () => {
    for (const key of ['accordion', 'table', 'tabs', 'datePicker', 'colorPicker', 'carousel'])
      expect(styled(key, system), key).toBe(false);
  });

  it('has the palettes the product shows and not the others (their tokens are work at start)', () => {
    for (const palette of ['gray', 'blue', 'orange', 'red', 'green'])
      expect(system.token(`colors.${palette}.solid`, 'missing'), palette).not.toBe('missing');
    for (const palette of ['yellow', 'teal', 'cyan', 'purple', 'pink'])
      expect(system.token(`colors.${palette}.solid`, 'missing'), palette).toBe('missing');
  });

  it('has no dark-mode variables (the product has no dark mode; they are work at start)', () => {
    expect(system.token('colors.fg', 'missing')).not.toBe('missing');
    expect(JSON.stringify(system._config.theme?.semanticTokens)).not.toContain('_dark');
    expect(lightOnly({ fg: { value: { _light: 'a', _dark: 'b' } }, x: { value: 'c' } })).toEqual({
      fg: { value: 'a' },
      x: { value: 'c' },
    });
  });
});
