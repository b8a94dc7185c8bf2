#!/usr/bin/env node
/**
 * The version of @crewroster/shared follows its public surface, so Module Federation's version check means
 * something: a remote built against a newer shared than the shell's fails loudly instead of running on an
 * older copy (shared/src/federation/webpack-config.mjs sets `requiredVersion: ^version`, `strictVersion`).
 *
 * The surface is the type declarations tsc emits for shared/src (tests and test helpers left out), hashed and
 * recorded in shared/api-surface.json beside the version it belongs to.
 *   node scripts/shared-version.mjs --check          fails when the surface changed and the version did not
 *   node scripts/shared-version.mjs --bump [minor]   bumps the version (major | minor | patch) and records the surface
 * Bump major when something was removed or changed incompatibly, minor when only added.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const shared = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'shared');
const pkgFile = path.join(shared, 'package.json');
const surfaceFile = path.join(shared, 'api-surface.json');

function surfaceHash() {
  const out = mkdtempSync(path.join(os.tmpdir(), 'shared-dts-'));
  try {
    const tsc = spawnSync(
      'pnpm',
      [
        'exec',
        'tsc',
        '-p',
        '.',
        '--noEmit',
        'false',
        '--declaration',
        '--emitDeclarationOnly',
        '--outDir',
        out,
      ],
      { cwd: shared, encoding: 'utf8' },
    );
    if (tsc.status !== 0)
      throw new Error(`tsc could not emit shared's declarations:\n${tsc.stdout}${tsc.stderr}`);
    const hash = createHash('sha256');
    const files = readdirSync(out, { recursive: true, encoding: 'utf8' })
      .filter(
        (f) => f.endsWith('.d.ts') && !f.endsWith('.test.d.ts') && !f.split(path.sep).includes('testing'),
      )
      .sort();
    for (const file of files)
      hash.update(`${file.split(path.sep).join('/')}\n${readFileSync(path.join(out, file))}\n`);
    return hash.digest('hex');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function bump(version, level) {
  const [major, minor, patch] = version.split('.').map(Number);
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'patch') return `${major}.${minor}.${patch + 1}`;
  return `${major}.${minor + 1}.0`;
}

const args = process.argv.slice(2);
const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
const recorded = JSON.parse(readFileSync(surfaceFile, 'utf8'));
const hash = surfaceHash();

if (args[0] === '--bump') {
  const level = args[1] ?? 'minor';
  if (!['major', 'minor', 'patch'].includes(level)) throw new Error(`Unknown level ${level}.`);
  if (hash === recorded.hash && pkg.version === recorded.version) {
    console.log(`shared ${pkg.version}: the public surface did not change; nothing to bump.`);
    process.exit(0);
  }
  pkg.version = bump(recorded.version, level);
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  writeFileSync(surfaceFile, `${JSON.stringify({ version: pkg.version, hash }, null, 2)}\n`);
  console.log(`shared ${recorded.version} → ${pkg.version}`);
} else if (hash !== recorded.hash) {
  console.error(
    `The public surface of @crewroster/shared changed since ${recorded.version}. Run \`pnpm shared:bump minor\` ` +
      '(or `major` if something was removed or changed incompatibly) so remotes built against it require it.',
  );
  process.exit(1);
} else if (pkg.version !== recorded.version) {
  console.error(
    `shared/package.json says ${pkg.version} but shared/api-surface.json records ${recorded.version}.`,
  );
  process.exit(1);
} else console.log(`shared ${pkg.version}: public surface unchanged.`);
