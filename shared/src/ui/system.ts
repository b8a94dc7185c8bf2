/**
 * One design system, two product palettes: blue for the main product, orange for the logbook (applied by
 * `ProductTheme`). Solid colours keep AA contrast with white text: blue.600 is 5.2:1, while orange.600 is only
 * 3.6:1, so the orange palette's solid (and text) shades are moved one step darker.
 *
 * Chakra's theme with only the recipes of the components `ui` and `ui/overlays` export (system.test.ts checks that
 * every exported component has its recipe): the full set ships and is turned into styles at start for ~70
 * components we never show (issue 18).
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

export const RECIPES = {
  // Used inside other components: Chakra's own icons (alert, menu, select, toast), the checkbox's and the radio's marks.
  icon: iconRecipe,
  checkmark: checkmarkRecipe,
  radiomark: radiomarkRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/**
 * Chakra turns every token into CSS variables at start, on the main thread (a third of /home's longest task on a
 * phone, issue 18). We show gray, the two product palettes and the status colours of alerts and toasts (green, red;
 * orange is also the warning): the other five palettes cost 40 % of that time for nothing.
 */
const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'];
const withoutUnusedPalettes = <T extends object>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/**
 * The product has no dark mode (nothing sets Chakra's `.dark` class), yet every semantic token carries a `_dark`
 * value too: Chakra builds a second set of CSS variables for it at start. Keeping only the light value halves
 * `createSystem` (measured in Node: 57–68 ms → 32–34 ms; about 0.1 s at a phone's 4× slowdown, issue 18).
 */
type TokenTree = { [key: string]: unknown };
export function lightOnly<T>(tree: T): T {
  if (!tree || typeof tree !== 'object') return tree;
  const node = tree as TokenTree;
  const value = node.value as TokenTree | undefined;
  if (value && typeof value === 'object' && '_light' in value) return { ...node, value: value._light } as T;
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}

const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors ?? {}),
    }),
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const PALETTES = { main: 'blue', logbook: 'orange' } as const;
export type ProductPalette = keyof typeof PALETTES;

export const system = createSystem(
  defaultBaseConfig,
  theme,
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
          fg: { error: { value: '{colors.red.700}' } },
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
