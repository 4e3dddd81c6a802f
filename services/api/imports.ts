import { get, post, upload, type UploadOptions } from '@/services/http';
import type { PostingGroup } from './posting';

// "Import from a spreadsheet" (issue 19 §3): template, check, confirm, status.

const BASE = '/api/user/my-property/import';

export type ImportJob = {
  job_id: number; group: PostingGroup; file_name: string;
  status: 'checked' | 'queued' | 'running' | 'done' | 'cancelled';
  total: number; valid: number; invalid: number; processed: number;
  created: number; updated: number; live: number; pending_review: number; failed: number;
};
export type CheckedImport = ImportJob & { errors: string[] };
export type ImportProgress = ImportJob & { failures: string[] };

export const importTemplateUrl = (group: PostingGroup) => `${BASE}/template?group=${group}`;

export const checkImport = (group: PostingGroup, file: File, opts: UploadOptions = {}) =>
  upload<CheckedImport>(`${BASE}/check?group=${group}`, 'file', file, file.name, opts);

export const confirmImport = (jobId: number) => post<ImportProgress>(`${BASE}/confirm`, { job_id: jobId });

export const importStatus = (jobId: number) => get<ImportProgress>(`${BASE}/status`, { job_id: jobId });
