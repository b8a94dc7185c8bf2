/**
 * One design system, two product palettes: blue for the main product, orange for the logbook (applied by
 * `ProductTheme`). Solid colours keep AA contrast with white text: blue.600 is 5.2:1, while orange.600 is only
 * 3.6:1, so the orange palette's solid (and text) shades are moved one step darker.
 */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

export const PALETTES = { main: 'blue', logbook: 'orange' } as const;
export type ProductPalette = keyof typeof PALETTES;

export const system = createSystem(
  defaultConfig,
  defineConfig({
    globalCss: {
      html: { colorPalette: PALETTES.main },
      'html, body': { minHeight: '100%' },
    },
    theme: {
      recipes: {
        // Chakra lightens a hovered solid button (solid/90 over white: 4.15:1 with white text, below AA);
        // darken it instead.
        button: {
          variants: {
            variant: {
              solid: { _hover: { bg: 'colorPalette.fg' }, _expanded: { bg: 'colorPalette.fg' } },
            },
          },
        },
      },
      semanticTokens: {
        colors: {
          // Chakra's red.500 error text is 3.8:1 on white (axe color-contrast); red.700 is 6.5:1.
          fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
          orange: {
            solid: { value: '{colors.orange.700}' },
            fg: { value: '{colors.orange.800}' },
            focusRing: { value: '{colors.orange.700}' },
          },
        },
      },
    },
  }),
);
