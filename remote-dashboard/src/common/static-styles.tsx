/**
 * Class names whose CSS is built once, when the module loads, from Chakra style objects (the tokens, conditions and
 * recipes style props take): for elements rendered many times over, such as a year of duty rows, where style props
 * would resolve and serialise every element's styles again on every render (issue 18: Chakra's runtime style work
 * was the largest share of /home's main thread). Render `<StaticStyles sheet={sheet} />` once in the component that
 * owns the elements.
 */
import { system } from '@crewroster/shared/ui';
import { type CSSObject, css, Global, type SerializedStyles } from '@emotion/react';

type StyleObject = Parameters<typeof system.css>[0];

/** One class per key (`${prefix}-${key}`); a list of style objects is merged in order, as Chakra's `css` prop does. */
export function staticStyles<K extends string>(
  prefix: string,
  styles: Record<K, StyleObject | StyleObject[]>,
) {
  const classes = {} as Record<K, string>;
  const rules: Record<string, CSSObject> = {};
  for (const [key, style] of Object.entries(styles) as [K, StyleObject | StyleObject[]][]) {
    classes[key] = `${prefix}-${key}`;
    rules[`.${prefix}-${key}`] = system.css(...[style].flat()) as CSSObject;
  }
  return { classes, sheet: css(rules) };
}

export function StaticStyles({ sheet }: { sheet: SerializedStyles }) {
  return <Global styles={sheet} />;
}

/** A recipe's styles for the given variants (e.g. the button's), to build a static class from. */
export function recipeStyles(key: string, variants: Record<string, string>): StyleObject {
  return system.cva(system.getRecipe(key))(variants);
}
