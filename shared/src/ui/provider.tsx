import { Box, ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PALETTES, type ProductPalette, system } from './system';
import { Toaster } from './toast';

/** The design-system provider; renders the toaster once. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}

/** Applies a product's palette (blue main, orange logbook) to everything inside. */
export function ProductTheme({ product, children }: { product: ProductPalette; children: ReactNode }) {
  return (
    <Box display="contents" colorPalette={PALETTES[product]} data-product={product}>
      {children}
    </Box>
  );
}
