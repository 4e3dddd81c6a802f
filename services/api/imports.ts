import { get, post, upload, type UploadOptions } from '@/services/http';
import type { CheckedImport, ImportJobApi, ImportProgress } from '@/lib/contract';
import type { PostingGroup } from './posting';

// "Import from a spreadsheet": template, check, confirm, status.

const BASE = '/api/user/my-property/import';

/** A job's counts and messages as the server shapes them (lib/contract/imports.ts). */
export type { CheckedImport, ImportProgress };
export type ImportJob = ImportJobApi;

export const importTemplateUrl = (group: PostingGroup) => `${BASE}/template?group=${group}`;

export const checkImport = (group: PostingGroup, file: File, opts: UploadOptions = {}) =>
  upload<CheckedImport>(`${BASE}/check?group=${group}`, 'file', file, file.name, opts);

export const confirmImport = (jobId: number) => post<ImportProgress>(`${BASE}/confirm`, { job_id: jobId });

export const importStatus = (jobId: number) => get<ImportProgress>(`${BASE}/status`, { job_id: jobId });
