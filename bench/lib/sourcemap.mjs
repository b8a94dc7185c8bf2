// @ts-check
/**
 * Which package each byte of a built JavaScript file comes from, read from its source map (production builds
 * ship `source-map`): generated columns are attributed to the source of the mapping that covers them.
 */
import { existsSync, readFileSync } from 'node:fs';

const B64 = new Map(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** @param {string} segment */
function decodeVlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.get(ch) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** A source path → the package it belongs to (npm package name, or our workspace package and area). */
export function packageOf(/** @type {string} */ source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? clean);
  }
  const shared = clean.match(/(?:^|\/)shared\/src\/([^/]+)/);
  if (shared) return `@crewroster/shared/${shared[1]?.replace(/\.tsx?$/, '')}`;
  if (clean.startsWith('webpack/') || clean.includes('(webpack)')) return '(webpack runtime)';
  if (/^(\.\/)?src\//.test(clean)) return '(app code)';
  return '(other)';
}

/**
 * @param {string} jsPath the built file on disk
 * @returns {Map<string, number> | undefined} raw bytes per package (unmapped bytes under '(unmapped)')
 */
export function bytesByPackage(jsPath) {
  const mapPath = `${jsPath}.map`;
  if (!existsSync(jsPath) || !existsSync(mapPath)) return undefined;
  const code = readFileSync(jsPath, 'utf8');
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  /** @type {string[]} */
  const sources = map.sources ?? [];
  const lines = code.split('\n');
  const mappingLines = String(map.mappings ?? '').split(';');
  const totals = new Map();
  const add = (/** @type {string} */ key, /** @type {number} */ n) => {
    if (n > 0) totals.set(key, (totals.get(key) ?? 0) + n);
  };
  let srcIdx = 0;
  for (let li = 0; li < lines.length; li++) {
    const lineLen = (lines[li]?.length ?? 0) + 1;
    const segs = (mappingLines[li] ?? '').split(',').filter(Boolean);
    let col = 0;
    /** @type {{ col: number, src: number | undefined }[]} */
    const points = [];
    for (const seg of segs) {
      const v = decodeVlq(seg);
      col += v[0] ?? 0;
      if (v.length >= 4) {
        srcIdx += v[1] ?? 0;
        points.push({ col, src: srcIdx });
      } else points.push({ col, src: undefined });
      // source line/column/name deltas are not needed for attribution
    }
    if (points.length === 0) {
      add('(unmapped)', lineLen);
      continue;
    }
    add('(unmapped)', points[0]?.col ?? 0);
    for (let i = 0; i < points.length; i++) {
      const p = points[i];
      if (!p) continue;
      const end = i + 1 < points.length ? (points[i + 1]?.col ?? lineLen) : lineLen;
      add(p.src === undefined ? '(unmapped)' : packageOf(sources[p.src] ?? ''), end - p.col);
    }
  }
  return totals;
}

/**
 * A lookup from a generated position (0-based line and column, as V8 profiles give them) to the source file the
 * source map names there; undefined without a map or outside any mapping.
 * @param {string} jsPath
 * @returns {((line: number, column: number) => string | undefined) | undefined}
 */
export function sourceLookup(jsPath) {
  const mapPath = `${jsPath}.map`;
  if (!existsSync(mapPath)) return undefined;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  /** @type {string[]} */
  const sources = map.sources ?? [];
  /** @type {{ col: number, src: number | undefined }[][]} */
  const lines = [];
  let srcIdx = 0;
  for (const mappingLine of String(map.mappings ?? '').split(';')) {
    let col = 0;
    const points = [];
    for (const seg of mappingLine.split(',').filter(Boolean)) {
      const v = decodeVlq(seg);
      col += v[0] ?? 0;
      if (v.length >= 4) srcIdx += v[1] ?? 0;
      points.push({ col, src: v.length >= 4 ? srcIdx : undefined });
    }
    lines.push(points);
  }
  return (line, column) => {
    const points = lines[line] ?? [];
    let found;
    for (const p of points) {
      if (p.col > column) break;
      found = p;
    }
    return found?.src === undefined ? undefined : sources[found.src];
  };
}
