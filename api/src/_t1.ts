import { openDatabase } from '/work/main/api/src/db/client.ts';
import { migrateDatabase } from '/work/main/api/src/db/migrate.ts';
let t = Date.now();
const d = await openDatabase({});
console.log('create', Date.now() - t); t = Date.now();
await migrateDatabase(d);
console.log('migrate', Date.now() - t); t = Date.now();
if (d.kind === 'pglite') { const dump = await d.client.dumpDataDir('none'); console.log('dump', Date.now() - t, dump.size); t = Date.now();
const { PGlite } = await import('@electric-sql/pglite');
const c2 = await PGlite.create({ loadDataDir: dump }); console.log('load', Date.now() - t); t=Date.now();
const r = await c2.query('select count(*) from users'); console.log(r.rows, Date.now()-t);
const r2 = await c2.query('select * from unnest($1::text[], $2::int[]) as t(a,b)', [['x','y'],[1,2]]); console.log(r2.rows);
}
