import { describe, expect, it } from 'vitest';
import { ENTERPRISE_DOMAINS, emailDomain, isEnterpriseEmail } from './enterprise-domains.ts';

describe('enterprise domains', () => {
  it('has 14 unique airline domains and no example or test domains', () => {
    expect(ENTERPRISE_DOMAINS).toHaveLength(14);
    expect(new Set(ENTERPRISE_DOMAINS).size).toBe(14);
    for (const d of ENTERPRISE_DOMAINS) {
      expect(d).toBe(d.toLowerCase());
      expect(d).not.toMatch(/example|\.test$|localhost/);
    }
  });

  it('matches the domain and its subdomains, case-insensitively', () => {
    expect(isEnterpriseEmail('pilot@klm.com')).toBe(true);
    expect(isEnterpriseEmail('Pilot@KLM.COM ')).toBe(true);
    expect(isEnterpriseEmail('fa@crew.lufthansa.com')).toBe(true);
    expect(isEnterpriseEmail('pilot@notklm.com')).toBe(false);
    expect(isEnterpriseEmail('klm.com@gmail.com')).toBe(false);
    expect(isEnterpriseEmail('no-at-sign')).toBe(false);
  });

  it('uses a given list instead of the built-in one', () => {
    expect(isEnterpriseEmail('a@acme.aero', ['acme.aero'])).toBe(true);
    expect(isEnterpriseEmail('a@klm.com', ['acme.aero'])).toBe(false);
    expect(emailDomain('x@Y.Z')).toBe('y.z');
  });
});
