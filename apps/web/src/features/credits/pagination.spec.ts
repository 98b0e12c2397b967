import { TRANSACTION_PAGE_SIZE } from '@abhyas/contracts';
import { offsetFor, pageInfo, totalPagesFor } from './pagination';

describe('pagination', () => {
  it('pages by 25', () => {
    expect(TRANSACTION_PAGE_SIZE).toBe(25);
    expect(totalPagesFor(0)).toBe(1);
    expect(totalPagesFor(1)).toBe(1);
    expect(totalPagesFor(25)).toBe(1);
    expect(totalPagesFor(26)).toBe(2);
    expect(totalPagesFor(251)).toBe(11);
    expect(totalPagesFor(10, 3)).toBe(4);
  });

  it('turns page numbers into offsets for the payments API', () => {
    expect(offsetFor(1)).toBe(0);
    expect(offsetFor(2)).toBe(25);
    expect(offsetFor(4)).toBe(75);
    expect(offsetFor(0)).toBe(0);
  });

  it('labels the page and enables Previous and Next only where there is a page', () => {
    expect(pageInfo(1, 3)).toEqual({
      page: 1,
      totalPages: 3,
      hasPrevious: false,
      hasNext: true,
      label: 'Page 1 of 3',
    });
    expect(pageInfo(3, 3)).toMatchObject({
      hasPrevious: true,
      hasNext: false,
      label: 'Page 3 of 3',
    });
    expect(pageInfo(1, 0)).toMatchObject({
      hasPrevious: false,
      hasNext: false,
      label: 'Page 1 of 1',
    });
  });

  it('clamps a page past the end (the range shrank) to the last page', () => {
    expect(pageInfo(7, 2)).toMatchObject({ page: 2, label: 'Page 2 of 2' });
  });
});
