import { post, upload } from '@/services/http';
import type { ProjectBody } from '@/lib/projects/schemas';

// Issue 10 project calls (SPEC §7 Projects) and the brochure upload.
export type SavedProject = { project_id: number; status: string; reasons: string[]; detail_url: string; confirmed_at: string };
export const saveProject = (path: string, body: ProjectBody) => post<SavedProject>(path, body);
export const uploadBrochure = (file: Blob, name: string, onProgress?: (f: number) => void) =>
  upload<{ id: number; location: string; bytes: number }>('/api/project/brochure/upload', 'file', file, name, { onProgress });
export const brochureHistory = (project_id: number) => post<{ url: string }>('/api/project/brochure/create-history', { project_id });
export const deleteProject = (project_id: number) => post<{ project_id: number; status: string }>('/api/project/delete-residential-project', { project_id });
export const confirmProject = (project_id: number) => post<SavedProject>('/api/user/my-project/confirm-available', { project_id });
export type BrochureLead = { name: string | null; country_code: string; phone_number: string; downloads: number; last_downloaded_at: string };
export type MyProjectItem = { project_id: number; project_type: string; title: string; type_label: string; locality: string; city: string; status: string;
  reasons: string[]; cover: string | null; price: number | null; price_max: number | null; stage: string; rera_number: string | null;
  views: number; saves: number; leads: number; brochure_leads: BrochureLead[]; confirmed_at: string; detail_url: string };
export const myProjectList = (body: { page_no?: number; status?: string } = {}) =>
  post<{ data: MyProjectItem[]; page: number; total: number; totalNoOfPages: number }>('/api/user/my-project/my-project-list', body);
export const myProjectStatistics = (project_id: number) =>
  post<{ days: { date: string; views: number }[]; views_30_days: number }>('/api/user/my-project/my-project-statistics', { project_id });
export const myProjectFindOne = (project_id: number) =>
  post<ProjectBody & { photos: { id: number | null; url: string }[] }>('/api/user/my-project/my-project-list-find-one', { project_id });
