/**
 * The heavier interactive parts of the design system (menus, avatars, dialogs, switches, selects, radio
 * groups, tooltips), loaded only by pages that show them, so `/sign-in` does not carry them. They live in this
 * entry, which the shell itself loads (and so provides), because Chakra is not shared: a facade entry only a remote
 * imports would bundle its own Chakra copy, outside the shell's ChakraProvider.
 */
export {
  Checkbox,
  Dialog,
  Fieldset,
  Menu,
  NativeSelect,
  RadioGroup,
  Switch,
} from '@chakra-ui/react';
export { Tooltip } from './tooltip';
export { UserAvatar } from './user-avatar';
