// A diagram written by a model is shown inline to parents and children, so it is held to a
// stricter rule than the bank's reviewed SVG: drawing elements and presentation attributes only,
// nothing that can run, load or reference anything outside the drawing itself.

const MAX_SVG_LENGTH = 20_000;

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'marker',
  'title',
  'desc',
  'path',
  'line',
  'polyline',
  'polygon',
  'rect',
  'circle',
  'ellipse',
  'text',
  'tspan',
]);

const ATTRIBUTES = new Set([
  'xmlns',
  'viewbox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'dx',
  'dy',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'transform',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'id',
  'marker-start',
  'marker-end',
  'markerwidth',
  'markerheight',
  'refx',
  'refy',
  'orient',
  'preserveaspectratio',
  'role',
  'aria-label',
]);

const TAG = /<\s*(\/?)\s*([A-Za-z][\w:-]*)([^<>]*?)(\/?)\s*>/g;
const ATTRIBUTE = /\s*([A-Za-z][\w:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
/** Character references a drawing's text may use; anything else could name an entity. */
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d{1,6}|#x[0-9a-f]{1,6});)/i;
/** Only references to the drawing's own parts (`url(#arrow)`). */
const FOREIGN_URL = /url\(\s*(?!['"]?#)/i;

/** Why `svg` may not be shown, or undefined when it may. */
export const unsafeSvgReason = (svg: string): string | undefined => {
  const text = svg.trim();
  if (text.length > MAX_SVG_LENGTH) {
    return `a diagram may have at most ${MAX_SVG_LENGTH} characters`;
  }
  if (!/^<svg[\s>]/i.test(text) || !/<\/svg>$/i.test(text)) {
    return 'a diagram is one <svg> element';
  }
  if (/<!|<\?/.test(text)) {
    return 'a diagram has no declarations, comments or CDATA';
  }
  if (ENTITY.test(text)) {
    return 'a diagram uses only the basic character references';
  }
  for (const [, , name, attributes] of text.matchAll(TAG)) {
    if (!ELEMENTS.has(name.toLowerCase())) {
      return `a diagram may not use <${name}>`;
    }
    const problem = unsafeAttributes(attributes);
    if (problem) {
      return problem;
    }
  }
  // Whatever the tag pattern did not take is text between tags: a stray `<` hides a tag.
  if (text.replace(TAG, '').includes('<')) {
    return 'a diagram must be well-formed';
  }
  return undefined;
};

const unsafeAttributes = (attributes: string): string | undefined => {
  ATTRIBUTE.lastIndex = 0;
  let at = 0;
  const rest = attributes.replace(/\s+$/, '');
  while (at < rest.length) {
    ATTRIBUTE.lastIndex = at;
    const match = ATTRIBUTE.exec(rest);
    if (!match) {
      return 'a diagram’s attributes are name="value" pairs';
    }
    const name = match[1].toLowerCase();
    const value = match[2] ?? match[3] ?? '';
    if (!ATTRIBUTES.has(name)) {
      return `a diagram may not use the attribute ${match[1]}`;
    }
    if (FOREIGN_URL.test(value) || /javascript:|expression\(/i.test(value)) {
      return 'a diagram may not reference anything outside itself';
    }
    at = ATTRIBUTE.lastIndex;
  }
  return undefined;
};
