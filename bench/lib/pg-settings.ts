// The PostgreSQL settings a bench ran with (deploy/postgresql/ explains each): a figure measured with
// 128 MB of shared buffers and one measured with 6 GB are not the same figure.

export const REPORTED_SETTINGS = [
  'shared_buffers', 'effective_cache_size', 'work_mem', 'maintenance_work_mem', 'random_page_cost',
  'effective_io_concurrency', 'default_statistics_target', 'jit', 'max_parallel_workers_per_gather',
  'autovacuum_vacuum_scale_factor', 'autovacuum_analyze_scale_factor', 'autovacuum_vacuum_insert_scale_factor',
] as const;

export type Setting = { name: string; value: string; source: string };
type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Each reported setting as the session sees it, with where it came from (default, configuration file, database). */
export async function readSettings(query: Query): Promise<Setting[]> {
  const list = REPORTED_SETTINGS.map((n) => `'${n}'`).join(', ');
  const res = await query(`select name, current_setting(name) as value, source from pg_settings where name in (${list}) order by name`);
  return res.rows.map((r) => ({ name: String(r.name), value: String(r.value), source: String(r.source) }));
}

export function renderSettings(settings: Setting[] | undefined): string[] {
  if (!settings?.length) return [];
  return ['| setting | value | set by |', '|---|---|---|', ...settings.map((s) => `| ${s.name} | ${s.value} | ${s.source} |`)];
}
