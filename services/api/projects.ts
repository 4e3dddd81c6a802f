import { post, upload } from '@/services/http';
import type { ProjectBody } from '@/lib/projects/schemas';
import type { BrochureDownload, BrochureLead, BrochureUploaded, MyPage, MyProjectItem, ProjectDeleted, ProjectResult, ProjectStatistics } from '@/lib/contract';

// Project calls (SPEC §7 Projects) and the brochure upload.
/** The server's answer (lib/contract/posting.ts). */
export type SavedProject = ProjectResult;
export const saveProject = (path: string, body: ProjectBody) => post<SavedProject>(path, body);
export const uploadBrochure = (file: Blob, name: string, onProgress?: (f: number) => void) =>
  upload<BrochureUploaded>('/api/project/brochure/upload', 'file', file, name, { onProgress });
export const brochureHistory = (project_id: number) => post<BrochureDownload>('/api/project/brochure/create-history', { project_id });
export const deleteProject = (project_id: number) => post<ProjectDeleted>('/api/project/delete-residential-project', { project_id });
export const confirmProject = (project_id: number) => post<SavedProject>('/api/user/my-project/confirm-available', { project_id });
export type { BrochureLead, MyProjectItem };
export const myProjectList = (body: { page_no?: number; status?: string } = {}) =>
  post<MyPage<MyProjectItem>>('/api/user/my-project/my-project-list', body);
export const myProjectStatistics = (project_id: number) =>
  post<ProjectStatistics>('/api/user/my-project/my-project-statistics', { project_id });
export const myProjectFindOne = (project_id: number) =>
  post<ProjectBody & { photos: { id: number | null; url: string }[] }>('/api/user/my-project/my-project-list-find-one', { project_id });
