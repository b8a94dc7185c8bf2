/**
 * The airline's own upload instructions (its upload type's `upload_instructions`) for one import screen: taken
 * from the first of the airline's upload types that offers that screen and has some. Rendered as plain text
 * (React escapes it), never as HTML.
 */
import { useSession } from '@crewroster/shared/session';
import { Text } from '@crewroster/shared/ui';

export type UploadScreen = 'fetchbox' | 'uploadbox' | 'textbox';

export function UploadInstructions({ screen }: { screen: UploadScreen }) {
  const instructions = useSession(
    (s) =>
      s.me?.homeairline?.uploadType?.find((u) => u[screen] && u.upload_instructions)?.upload_instructions,
  );
  if (!instructions) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      {instructions}
    </Text>
  );
}
