import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import ArrowDownOutlined from '@ant-design/icons-svg/es/asn/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons-svg/es/asn/ArrowUpOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CaretDownOutlined from '@ant-design/icons-svg/es/asn/CaretDownOutlined';
import CaretRightOutlined from '@ant-design/icons-svg/es/asn/CaretRightOutlined';
import CaretUpOutlined from '@ant-design/icons-svg/es/asn/CaretUpOutlined';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { ReactElement } from 'react';
import { createElement } from 'react';

/**
 * The widgets' icons: Ant Design's icon shapes (the portal's look) as plain SVG path data, drawn
 * by a few lines of our own so they work under preact/compat and cost a few hundred bytes each.
 */
export const ICONS = {
  arrowUp: ArrowUpOutlined,
  arrowDown: ArrowDownOutlined,
  calendar: CalendarOutlined,
  caretDown: CaretDownOutlined,
  caretRight: CaretRightOutlined,
  caretUp: CaretUpOutlined,
  check: CheckOutlined,
  close: CloseOutlined,
  delete: DeleteOutlined,
  download: DownloadOutlined,
  edit: EditOutlined,
  left: LeftOutlined,
  minus: MinusOutlined,
  plus: PlusOutlined,
  right: RightOutlined,
} satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof ICONS;

function draw(node: AbstractNode, key?: number): ReactElement {
  return createElement(
    node.tag,
    { key, ...node.attrs },
    ...(node.children ?? []).map((child, index) => draw(child, index)),
  );
}

/**
 * An icon at the text's size and colour. Decorative by default (hidden from screen readers): the
 * button around it carries the name; give `label` when the icon stands alone.
 */
export function Icon({ name, label }: { name: IconName; label?: string }) {
  const definition = ICONS[name].icon;
  const svg = typeof definition === 'function' ? definition('currentColor', '#e6e6e6') : definition;
  return createElement(
    'span',
    label
      ? { className: 'pk-icon', role: 'img', 'aria-label': label }
      : { className: 'pk-icon', 'aria-hidden': true },
    draw({
      ...svg,
      attrs: { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor' },
    }),
  );
}
