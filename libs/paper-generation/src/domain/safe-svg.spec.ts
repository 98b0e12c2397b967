import { unsafeSvgReason } from './safe-svg';

describe('unsafeSvgReason', () => {
  it('lets a plain drawing through', () => {
    expect(
      unsafeSvgReason(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60"><defs><marker id="a" markerWidth="4" markerHeight="4" refX="2" refY="2"><path d="M0,0 L4,2 L0,4 z"/></marker></defs><line x1="0" y1="0" x2="50" y2="50" stroke="black" marker-end="url(#a)"/><text x="5" y="10">A &amp; B</text></svg>',
      ),
    ).toBeUndefined();
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['an event handler', '<svg onload="alert(1)"><rect width="1" height="1"/></svg>'],
    ['an external image', '<svg><image href="https://evil.example/x.png"/></svg>'],
    ['a link', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['a foreign object', '<svg><foreignObject><div>x</div></foreignObject></svg>'],
    ['a style element', '<svg><style>rect{fill:url(https://x)}</style></svg>'],
    ['an external url in a value', '<svg><rect fill="url(https://evil.example/p)"/></svg>'],
    ['an entity', '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'],
    ['a named entity', '<svg><text>&x;</text></svg>'],
    ['a CDATA section', '<svg><![CDATA[<script>]]></svg>'],
    ['an unquoted attribute', '<svg><rect width=1/></svg>'],
    ['a broken tag', '<svg><rect width="1" <script></svg>'],
    ['something else', '<div><svg></svg></div>'],
    ['too much', `<svg>${'<rect width="1" height="1"/>'.repeat(1000)}</svg>`],
  ])('refuses %s', (_what, svg) => {
    expect(unsafeSvgReason(svg)).toEqual(expect.any(String));
  });
});
