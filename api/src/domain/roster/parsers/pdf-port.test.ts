import { describe, expect, it } from 'vitest';
import { InThreadPort } from './pdf-port.ts';

function receive(port: InThreadPort, options?: { signal?: AbortSignal }): unknown[] {
  const got: unknown[] = [];
  port.addEventListener('message', ({ data }) => got.push(data), options);
  return got;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the in-thread port pdf.js talks through', () => {
  it('delivers a copy, after the sender has moved on, so the sender may reuse what it sent', async () => {
    const port = new InThreadPort();
    const got = receive(port);
    // pdf.js's text chunk: sent, then its items replaced for the next chunk.
    const chunk = { items: [{ str: 'LH400', transform: [1, 0, 0, 1, 10, 20], hasEOL: false }], styles: {} };
    port.postMessage({ stream: 4, chunk });
    expect(got).toEqual([]);
    chunk.items = [];
    chunk.items.push({ str: 'next', transform: [], hasEOL: true });
    await settled();
    expect(got).toEqual([
      {
        stream: 4,
        chunk: { items: [{ str: 'LH400', transform: [1, 0, 0, 1, 10, 20], hasEOL: false }], styles: {} },
      },
    ]);
  });

  it('copies deeply, keeps a null-prototype object without a prototype and copies bytes it was not given', async () => {
    const port = new InThreadPort();
    const got = receive(port);
    const styles = Object.assign(Object.create(null), { g1: { fontFamily: 'sans-serif' } });
    const bytes = new Uint8Array([1, 2, 3]);
    const sent = { styles, bytes, when: new Date(0) };
    port.postMessage(sent);
    await settled();
    const [received] = got as (typeof sent)[];
    expect(Object.getPrototypeOf(received?.styles)).toBeNull();
    expect(received?.styles.g1).not.toBe(styles.g1);
    expect(received?.bytes).not.toBe(bytes);
    expect([...(received?.bytes ?? [])]).toEqual([1, 2, 3]);
    expect(received?.when).toEqual(new Date(0));
  });

  it('hands over what the sender transfers as it is', async () => {
    const port = new InThreadPort();
    const got = receive(port);
    const data = new Uint8Array([9, 9]);
    port.postMessage({ data }, [data.buffer]);
    await settled();
    expect((got[0] as { data: Uint8Array }).data).toBe(data);
  });

  it('copies a message with a cycle, and an object sent twice arrives as one, as structuredClone has them', async () => {
    const port = new InThreadPort();
    const got = receive(port);
    const node: { name: string; self?: unknown } = { name: 'loop' };
    node.self = node;
    port.postMessage(node);
    await settled();
    const received = got[0] as typeof node;
    expect(received).not.toBe(node);
    expect(received.self).toBe(received);
    // Shared twenty levels deep, twice at each: copied once each, not 2^20 times.
    let shared: object = { leaf: true };
    for (let i = 0; i < 20; i++) shared = { a: shared, b: shared };
    port.postMessage(shared);
    await settled();
    const copy = got[1] as { a: unknown; b: unknown };
    expect(copy).not.toBe(shared);
    expect(copy.a).toBe(copy.b);
  });

  it('refuses a function, as structuredClone does', () => {
    expect(() => new InThreadPort().postMessage({ run: () => 1 })).toThrow();
  });

  it('stops delivering to a listener whose signal aborts, and to every listener once terminated', async () => {
    const port = new InThreadPort();
    const stop = new AbortController();
    const aborted = receive(port, { signal: stop.signal });
    const kept = receive(port);
    stop.abort();
    port.postMessage('one');
    await settled();
    expect(aborted).toEqual([]);
    expect(kept).toEqual(['one']);
    port.terminate();
    port.postMessage('two');
    await settled();
    expect(kept).toEqual(['one']);
  });
});

it("pdf.js's bundle still puts its worker half where pdf.ts joins it to this port (else PDFs fall back to pdf.js's slower port)", async () => {
  const { getResolvedPDFJS } = await import('unpdf');
  await getResolvedPDFJS();
  const worker = (globalThis as { pdfjsWorker?: { WorkerMessageHandler?: { initializeFromPort?: unknown } } })
    .pdfjsWorker;
  expect(typeof worker?.WorkerMessageHandler?.initializeFromPort).toBe('function');
});
