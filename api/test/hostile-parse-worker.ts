/** A parse-pool worker that misbehaves on purpose: `hang` never returns, `memory` allocates without end. */
export default function hostileParse({ bytes }: { bytes: Uint8Array }): unknown {
  const mode = new TextDecoder().decode(bytes);
  if (mode === 'hang') for (;;) {}
  if (mode === 'memory') {
    const hoard: number[][] = [];
    for (;;) hoard.push(new Array(1_000_000).fill(Math.random()));
  }
  return { ok: false, message: `unknown mode ${mode}` };
}
