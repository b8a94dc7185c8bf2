/**
 * A person's avatar at one of the spec's size presets (presets.ts): the picture when there is one, else the
 * initials of the name.
 */
import { Avatar } from '@chakra-ui/react';
import type { CSSProperties } from 'react';
import { AVATAR_SIZES, type AvatarSize } from './presets';

interface UserAvatarProps {
  size: AvatarSize;
  /** The person's name, for the initials. */
  name: string;
  src?: string | null;
  /** The picture's text alternative; empty when the name is shown beside it. */
  alt: string;
  /** Hides the avatar from assistive technology where it only repeats what is beside it. */
  'aria-hidden'?: boolean;
}

export function UserAvatar({ size, name, src, alt, 'aria-hidden': ariaHidden }: UserAvatarProps) {
  // The recipe sizes the avatar and its initials by these two variables; set inline, they win over its presets.
  const style = {
    '--avatar-size': AVATAR_SIZES[size],
    '--avatar-font-size': `calc(${AVATAR_SIZES[size]} * 0.4)`,
  } as CSSProperties;
  return (
    <Avatar.Root style={style} aria-hidden={ariaHidden} data-size-preset={size}>
      <Avatar.Fallback name={name} />
      {src && <Avatar.Image src={src} alt={alt} />}
    </Avatar.Root>
  );
}
