import { z } from 'zod';

/** `page` and `perPage` query parameters: positive integers, with a default page size and a cap. */
export function pagingSchema(defaultPerPage: number, maxPerPage = 1000) {
  return z.object({
    page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').default(1),
    perPage: z.coerce
      .number()
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
