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
      semanticTokens: {
        colors: {
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
