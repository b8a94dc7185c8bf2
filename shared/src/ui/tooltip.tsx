/**
 * The one tooltip of the apps: Chakra's, with the spec's delays (presets.ts) that callers cannot change. It opens on
 * hover and on keyboard focus and names nothing by itself: its trigger keeps its own accessible name.
 */
import { Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { TOOLTIP_DELAYS } from './presets';

interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** One element that takes a ref and the trigger's props (a button, an icon box). */
  children: ReactElement;
}

export function Tooltip({ content, children }: TooltipProps) {
  return (
    // Mounted while shown only: a long list of rows with tooltips keeps no hidden copies in the page.
    <ChakraTooltip.Root {...TOOLTIP_DELAYS} lazyMount unmountOnExit>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      {/* Not portalled: beside its trigger it stays inside the page's landmarks (axe "region"). */}
      <ChakraTooltip.Positioner>
        <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
      </ChakraTooltip.Positioner>
    </ChakraTooltip.Root>
  );
}
