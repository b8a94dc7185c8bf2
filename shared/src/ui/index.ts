/**
 * The design system: the Chakra components the apps use, the two themes and the provider. Apps import UI from
 * here, never from @chakra-ui/react (lint rule), so one copy of Chakra is shared and only what we use ships.
 * Overlays (menus, avatars, dialogs) live in `@crewroster/shared/ui/overlays`, so a page without them (sign-in)
 * does not load them.
 */
export {
  Alert,
  Box,
  Button,
  Center,
  CloseButton,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react';
export { ComponentBoundary, FailedLoading } from './boundary';
export { Field } from './field';
export { FormField } from './form-field';
export * from './icons';
export { ProductTheme, UiProvider } from './provider';
export { PALETTES, type ProductPalette, system } from './system';
export { notify, TOAST_DURATION_MS } from './toast';
