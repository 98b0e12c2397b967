import {
  isSameLocationHashLink,
  landingAnchorHref,
  normalizeHash,
  routerHandlesScroll,
  scrollBehaviorFor,
} from './hash-navigation';

describe('normalizeHash', () => {
  it.each([
    ['#how', 'how'],
    ['how', 'how'],
    ['  #pricing ', 'pricing'],
    ['##subjects', 'subjects'],
    ['#h%C3%B6w', 'höw'],
    ['#bad%E0', 'bad%E0'],
    ['', ''],
    ['#', ''],
    [null, ''],
    [undefined, ''],
  ])('turns %p into %p', (raw, expected) => {
    expect(normalizeHash(raw)).toBe(expected);
  });
});

describe('landingAnchorHref', () => {
  it('points at / plus the hash from any page', () => {
    expect(landingAnchorHref('how')).toBe('/#how');
    expect(landingAnchorHref('#pricing')).toBe('/#pricing');
    expect(landingAnchorHref('')).toBe('/');
  });
});

describe('isSameLocationHashLink', () => {
  it('is true when the click would not change path or hash', () => {
    expect(
      isSameLocationHashLink({ pathname: '/', hash: 'how' }, { pathname: '/', hash: '#how' }),
    ).toBe(true);
  });

  it('is false when the hash or the page differs', () => {
    expect(
      isSameLocationHashLink({ pathname: '/', hash: 'how' }, { pathname: '/', hash: 'pricing' }),
    ).toBe(false);
    expect(
      isSameLocationHashLink({ pathname: '/', hash: '' }, { pathname: '/', hash: 'how' }),
    ).toBe(false);
    expect(
      isSameLocationHashLink({ pathname: '/contact', hash: '' }, { pathname: '/', hash: 'how' }),
    ).toBe(false);
  });

  it('ignores a trailing slash', () => {
    expect(
      isSameLocationHashLink(
        { pathname: '/terms/', hash: 'law' },
        { pathname: '/terms', hash: 'law' },
      ),
    ).toBe(true);
  });
});

describe('routerHandlesScroll', () => {
  it('leaves landing-page section hashes to the page', () => {
    expect(routerHandlesScroll({ pathname: '/', hash: 'pricing' })).toBe(false);
  });

  it('keeps the router in charge everywhere else', () => {
    expect(routerHandlesScroll({ pathname: '/', hash: '' })).toBe(true);
    expect(routerHandlesScroll({ pathname: '/privacy', hash: 'children' })).toBe(true);
    expect(routerHandlesScroll({ pathname: '/contact', hash: '' })).toBe(true);
  });
});

describe('scrollBehaviorFor', () => {
  it('scrolls smoothly unless reduced motion is requested', () => {
    expect(scrollBehaviorFor(false)).toBe('smooth');
    expect(scrollBehaviorFor(true)).toBe('auto');
  });
});
