/**
 * The port pdf.js's two halves talk through when both run in this thread, as pdf.js's own in-thread `LoopbackPort`
 * but cheaper. pdf.js copies every message between its halves; its port does it with `structuredClone`, which cost
 * about a third of a one-year PDF's text extraction (its text arrives as tens of thousands of small objects). Plain
 * objects and arrays are copied here in JavaScript, several times faster; anything else still by `structuredClone`.
 * A copy is still needed: pdf.js's worker half reuses an object it has sent (the text chunk it sends has its items
 * replaced for the next one).
 */

type Listener = (this: InThreadPort, event: { data: unknown }) => void;

export class InThreadPort {
  readonly #listeners = new Map<Listener, (() => void) | undefined>();
  readonly #delivered = Promise.resolve();

  postMessage(message: unknown, transfer?: Transferable[]): void {
    const event = { data: copyMessage(message, transfer) };
    // As a worker's port: delivered after the sender's current task, never inside postMessage.
    void this.#delivered.then(() => {
      for (const listener of this.#listeners.keys()) listener.call(this, event);
    });
  }

  addEventListener(_type: 'message', listener: Listener, options?: { signal?: AbortSignal }): void {
    const signal = options?.signal;
    if (signal?.aborted) return;
    const onAbort = () => this.removeEventListener('message', listener);
    signal?.addEventListener('abort', onAbort);
    this.#listeners.set(listener, signal ? () => signal.removeEventListener('abort', onAbort) : undefined);
  }

  removeEventListener(_type: 'message', listener: Listener): void {
    this.#listeners.get(listener)?.();
    this.#listeners.delete(listener);
  }

  terminate(): void {
    for (const stop of this.#listeners.values()) stop?.();
    this.#listeners.clear();
  }
}

/** Deeper than any message pdf.js sends: past it, structuredClone copies the message (the stack is its limit). */
const MAX_DEPTH = 64;

class TooDeep extends Error {}

interface Copying {
  transfer: Transferable[] | undefined;
  /** Each object copied so far and its copy: an object sent twice (or a cycle) arrives as one, as structuredClone has it. */
  copies: Map<object, unknown>;
}

function copyMessage(message: unknown, transfer: Transferable[] | undefined): unknown {
  try {
    return copyPlain(message, { transfer, copies: new Map() }, 0);
  } catch (err) {
    if (err instanceof TooDeep) return structuredClone(message, transfer ? { transfer } : undefined);
    throw err;
  }
}

function copyPlain(value: unknown, copying: Copying, depth: number): unknown {
  // A function or a symbol: structuredClone refuses it, as it would in pdf.js's own port.
  if (typeof value === 'function' || typeof value === 'symbol') return structuredClone(value);
  if (typeof value !== 'object' || value === null) return value;
  const copied = copying.copies.get(value);
  if (copied !== undefined) return copied;
  if (depth > MAX_DEPTH) throw new TooDeep();
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    copying.copies.set(value, out);
    for (let i = 0; i < value.length; i++) out[i] = copyPlain(value[i], copying, depth + 1);
    return out;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto === Object.prototype || proto === null) {
    const out: Record<string, unknown> = proto === null ? Object.create(null) : {};
    copying.copies.set(value, out);
    for (const key of Object.keys(value))
      out[key] = copyPlain((value as Record<string, unknown>)[key], copying, depth + 1);
    return out;
  }
  // The sender gives up what it transfers, so the receiver can have it as it is.
  const { transfer } = copying;
  if (ArrayBuffer.isView(value) && transfer?.includes(value.buffer)) return value;
  if (value instanceof ArrayBuffer && transfer?.includes(value)) return value;
  const clone = structuredClone(value);
  copying.copies.set(value, clone);
  return clone;
}
