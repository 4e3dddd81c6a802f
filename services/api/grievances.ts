import type { GrievanceBody } from '@/lib/grievance/schemas';
import type { GrievanceApi } from '@/lib/contract';
import { post } from '../http';

/** The filed complaint as the server shapes it (lib/contract/grievances.ts): its ticket and deadline. */
export type FiledGrievance = GrievanceApi;

export const fileGrievance = (body: GrievanceBody) => post<FiledGrievance>('/api/grievances/create', body);
