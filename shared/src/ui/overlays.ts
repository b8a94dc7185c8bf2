/** The heavier interactive parts of the design system, loaded only by pages that show them. */
export { Avatar, Menu } from '@chakra-ui/react';
