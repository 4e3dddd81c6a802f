import type { GrievanceBody } from '@/lib/grievance/schemas';
import { post } from '../http';

export type FiledGrievance = { id: number; ticket: string; due_at: string; email: string };

export const fileGrievance = (body: GrievanceBody) => post<FiledGrievance>('/api/grievances/create', body);
