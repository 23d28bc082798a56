import { z } from 'zod';

/** Pages past this are refused rather than turned into an offset the database cannot hold. */
const MAX_PAGE = 1_000_000;

/** `page` and `perPage` query parameters: positive integers, with a default page size and a cap. */
export function pagingSchema(defaultPerPage: number, maxPerPage = 1000) {
  return z.object({
    page: z.coerce
      .number({ error: 'page must be a whole number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`)
      .default(1),
    perPage: z.coerce
      .number({ error: 'perPage must be a whole number' })
      .int('perPage must be a whole number')
      .min(1, 'perPage must be at least 1')
      .max(maxPerPage, `perPage must be at most ${maxPerPage}`)
      .default(defaultPerPage),
  });
}

/** Total pages for a count. */
export function totalPages(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}
