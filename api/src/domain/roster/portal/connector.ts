/** A crew-portal connector signs in with the user's credentials and returns the roster document. */
export interface PortalCredentials {
  username: string;
  password: string;
  username2?: string | null | undefined;
  password2?: string | null | undefined;
  memorable?: string | null | undefined;
}

export interface PortalRequest extends PortalCredentials {
  /** YYYY-MM-DD */
  startDate: string;
  numDays: number;
}

export interface PortalConnector {
  fetchRoster(request: PortalRequest): Promise<Uint8Array>;
}

/** The portal refused the credentials, or asks for one the user did not give: the user can fix it (422). */
export class PortalCredentialsError extends Error {}
/** The portal cannot be reached or answered nonsense (502). */
export class PortalUnavailableError extends Error {}
