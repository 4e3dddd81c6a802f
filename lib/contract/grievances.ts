/** A complaint (E-Commerce Rules): as filed, as the desk's queue and "download my data" show it. */
export type GrievanceApi = {
  id: number;
  /** "GB-G-2026-000042". */
  ticket: string;
  name: string;
  email: string;
  phone_number: string | null;
  category: string;
  category_label: string;
  subject: string;
  message: string;
  created_at: string;
  due_at: string;
  acknowledged_at: string | null;
  resolved_at: string | null;
  resolution: string | null;
  overdue: boolean;
};
