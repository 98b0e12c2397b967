import { TRANSACTION_PAGE_SIZE } from '@abhyas/contracts';

export interface PageInfo {
  page: number;
  totalPages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  label: string;
}

/** At least one page, so an empty period reads "Page 1 of 1". */
export function totalPagesFor(
  totalItems: number,
  pageSize: number = TRANSACTION_PAGE_SIZE,
): number {
  if (!Number.isFinite(totalItems) || totalItems <= 0 || pageSize <= 0) {
    return 1;
  }
  return Math.ceil(totalItems / pageSize);
}

/** The payments API pages by offset; page numbers start at 1. */
export function offsetFor(page: number, pageSize: number = TRANSACTION_PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

export function pageInfo(page: number, totalPages: number): PageInfo {
  const pages = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), pages);
  return {
    page: current,
    totalPages: pages,
    hasPrevious: current > 1,
    hasNext: current < pages,
    label: `Page ${current} of ${pages}`,
  };
}
