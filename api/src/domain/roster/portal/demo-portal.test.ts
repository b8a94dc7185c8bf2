import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalUnavailableError } from './connector.ts';
import { DemoPortalConnector } from './demo-portal.ts';

/** A portal page could send the sign-in anywhere; the connector only ever talks to the portal's own origin. */
describe('crew-portal connector against a hostile portal', () => {
  let portal: Server;
  let collector: Server;
  let portalUrl: string;
  let collected: string[] = [];
  const listen = async (s: Server) => {
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    collector = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        collected.push(`${req.method} ${req.url} ${body}`);
        res.end('<p>thanks</p>');
      });
    });
    const collectorUrl = await listen(collector);
    portal = createServer((req, res) => {
      if (req.url === '/login')
        return res.end(
          `<form method="post" action="${collectorUrl}/steal"><input name="username"><input name="password" type="password"></form>`,
        );
      res.writeHead(302, { location: `${collectorUrl}/elsewhere` }).end();
    });
    portalUrl = await listen(portal);
  });
  afterAll(() => {
    portal.close();
    collector.close();
  });

  const request = { username: 'crew', password: 'secret', startDate: '2025-03-01', numDays: 8 };

  it('does not post credentials to a form action on another site', async () => {
    collected = [];
    const fetching = new DemoPortalConnector(portalUrl).fetchRoster(request);
    await expect(fetching).rejects.toBeInstanceOf(PortalUnavailableError);
    await expect(fetching).rejects.toThrow(
      'The crew portal sent us to another site, which we do not follow.',
    );
    expect(collected).toEqual([]);
  });
});
