/**
 * E-mail domains of airlines and companies with an enterprise agreement (spec §5, §6: 14 entries).
 * Their users must use the ENTERPRISE option of the mobile app; web sign-in, sign-up and password
 * reset refuse them. This is the only place the list lives; `ENTERPRISE_DOMAINS` (comma list) overrides it.
 */
export const ENTERPRISE_DOMAINS: readonly string[] = [
  'klm.com',
  'lufthansa.com',
  'britishairways.com',
  'airfrance.fr',
  'emirates.com',
  'qatarairways.com.qa',
  'singaporeair.com.sg',
  'cathaypacific.com',
  'swiss.com',
  'aerlingus.com',
  'finnair.com',
  'sas.se',
  'tuifly.com',
  'easyjet.com',
];

export const ENTERPRISE_MESSAGE =
  'We have an enterprise agreement with your airline. Please sign in with the ENTERPRISE option of the CrewRoster mobile app.';

/** The domain part of an e-mail address, lower-cased ('' if there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/**
 * True when the address belongs to an enterprise domain or one of its subdomains
 * (e.g. crew.klm.com). `domains` defaults to the built-in list.
 */
export function isEnterpriseEmail(email: string, domains: readonly string[] = ENTERPRISE_DOMAINS): boolean {
  const domain = emailDomain(email);
  if (!domain) return false;
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}
