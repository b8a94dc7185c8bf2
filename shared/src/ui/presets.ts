/** Spec §9 constants of the design system, in one place: every tooltip and avatar takes them from here. */

/** Tooltip delay: 250 ms to show, 400 ms to hide. */
export const TOOLTIP_DELAYS = { openDelay: 250, closeDelay: 400 } as const;

/** Avatar size presets: 2.5, 3, 4, 5 and 6 rem. */
export const AVATAR_SIZES = { xs: '2.5rem', sm: '3rem', md: '4rem', lg: '5rem', xl: '6rem' } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;
