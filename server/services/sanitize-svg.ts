import sanitizeHtml from 'sanitize-html';

const SHAPES = ['svg', 'g', 'defs', 'title', 'desc', 'path', 'rect', 'circle', 'ellipse', 'line'];
const MORE = ['polyline', 'polygon', 'text', 'tspan', 'linearGradient', 'radialGradient', 'stop'];

const PRESENTATION = [
  'id',
  'class',
  'role',
  'aria-label',
  'aria-hidden',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'width',
  'height',
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'transform',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
];

// Case is kept (viewBox, linearGradient); no href, style, script or event handler survives.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...SHAPES, ...MORE],
  allowedAttributes: {
    svg: ['xmlns', 'viewBox', 'preserveAspectRatio', ...PRESENTATION],
    '*': PRESENTATION,
  },
  allowedSchemes: [],
  parser: { lowerCaseTags: false, lowerCaseAttributeNames: false, recognizeSelfClosing: true },
  nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'foreignObject'],
};

/**
 * An SVG drawing reduced to shapes, text and gradients (no scripts, links, styles or handlers).
 * @example sanitizeSvg('<svg onload="x()"><script>y()</script><rect width="1"/></svg>') // '<svg><rect width="1"></rect></svg>'
 */
export function sanitizeSvg(svg: string): string {
  return sanitizeHtml(svg, OPTIONS);
}
