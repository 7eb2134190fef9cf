import { mountOrderTable, type OrderTableProps } from '@podkit/workbench-widgets';
import type { EmbedHost, EmbedWidget } from '../runtime/host';
import { listAttribute, mountEmbed, numberAttribute } from '../runtime/mount-embed';

/** Without an `operates` attribute the embedded table allows what the reseller may do. */
const ORDER_OPERATES = ['pay', 'cancel'];

function readProps(element: HTMLElement): Pick<OrderTableProps, 'operates' | 'kind' | 'pageSize'> {
  return {
    operates: listAttribute(element, 'operates') ?? ORDER_OPERATES,
    kind: element.getAttribute('kind') === 'fba' ? 'fba' : undefined,
    pageSize: numberAttribute(element, 'page-size'),
  };
}

/**
 * <podkit-orders kind="fba" page-size="20" operates="pay,cancel">: the reseller's orders. Paying
 * or cancelling sends `podkit:ordered`; the pay dialog's recharge link sends `podkit:recharge`.
 */
export function mount(element: HTMLElement, host: EmbedHost): EmbedWidget {
  return mountEmbed(element, host, ({ client, theme, timeZone, emit }) => {
    const widget = mountOrderTable(element, {
      ...readProps(element),
      client,
      theme,
      timeZone,
      onChanged: () => emit('ordered'),
      onRecharge: () => emit('recharge'),
    });
    return {
      update: () => widget.update(readProps(element)),
      unmount: () => widget.unmount(),
    };
  });
}
