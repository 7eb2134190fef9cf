import sanitizeHtml from 'sanitize-html';

const textStyles = {
  color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
  'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
  'text-align': [/^(left|right|center|justify)$/],
  'font-size': [/^\d+(\.\d+)?(px|em|rem|%|pt)$/],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
  'line-height': [/^\d+(\.\d+)?(px|em|rem|%)?$/],
  'text-indent': [/^\d+(\.\d+)?(px|em|rem)$/],
};

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'sub',
    'sup',
    'small',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    col: ['span', 'width'],
  },
  allowedStyles: { '*': textStyles },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: {
    // A link never hands the opened page a handle on ours.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: 'noopener noreferrer',
        ...(attribs.target && attribs.target !== '_blank' ? { target: '_self' } : {}),
      },
    }),
  },
  disallowedTagsMode: 'discard',
};

/**
 * Rich text as it may be stored and shown: ordinary formatting, lists, tables, links
 * (http/https/mailto) and images (http/https or relative). No script, style, iframe or event
 * attribute survives; `javascript:` and `data:` links lose their href.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
