import type http from 'node:http';
export declare const ACCOUNTS: Record<
  string,
  { password: string; step: string | null; [k: string]: unknown }
>;
export declare function rosterRows(from: string, days: number): string[][];
export declare function createDemoPortal(): http.Server;
export declare function startDemoPortal(
  port?: number,
  host?: string,
): Promise<{ url: string; close: () => Promise<void> }>;
