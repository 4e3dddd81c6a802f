// Shared by server pages (first page) and client lists (later pages).

/** One page as the list calls answer it; `pages` is what the server sends today. */
export type PageAnswer<T> = { data?: T[]; totalNoOfPages?: number; pages?: number; page?: number };
export type Paged<T> = { items: T[]; page: number; totalPages: number };

export const toPaged = <T,>(a: PageAnswer<T> | null | undefined, page: number): Paged<T> => ({
  items: a?.data ?? [],
  page: a?.page ?? page,
  totalPages: a?.totalNoOfPages ?? a?.pages ?? 0,
});
