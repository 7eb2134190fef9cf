import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

const SVG_NS = 'http://www.w3.org/2000/svg';

function svgNode(document: Document, node: AbstractNode): Element {
  const element = document.createElementNS(SVG_NS, node.tag);
  for (const [name, value] of Object.entries(node.attrs)) element.setAttribute(name, value);
  for (const child of node.children ?? []) element.append(svgNode(document, child));
  return element;
}

/** An icon as a DOM element at the text's size and colour, for code that builds DOM without React. */
export function iconElement(document: Document, definition: IconDefinition): Element {
  const icon = definition.icon;
  const svg = typeof icon === 'function' ? icon('currentColor', '#e6e6e6') : icon;
  return svgNode(document, {
    ...svg,
    attrs: { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor' },
  });
}
