/** "Import from a spreadsheet": a job's counts; `group` is the posting group it was checked for. */
export type ImportJobApi = {
  job_id: number;
  group: string;
  file_name: string;
  status: 'checked' | 'queued' | 'running' | 'done' | 'cancelled';
  total: number;
  valid: number;
  invalid: number;
  processed: number;
  created: number;
  updated: number;
  live: number;
  pending_review: number;
  failed: number;
};

/** The check's answer: every message of every bad row, so the poster fixes the file at once. */
export type CheckedImport = ImportJobApi & { errors: string[] };

/** The confirm and status answers: the messages of rows a rule refused during the import. */
export type ImportProgress = ImportJobApi & { failures: string[] };
