import type { Meta, StoryObj } from '@storybook/react-vite';
import { mountOrderTable, type OrderTableProps } from '@podkit/workbench-widgets';
import { manyOrders, noOrders } from './recordings/orders';
import { recordedClient, type Behaviour, type Recordings } from './support/recorded-client';
import { WidgetHost } from './support/WidgetHost';

interface OrdersStory {
  recordings: Recordings;
  behaviour?: Behaviour;
  props?: Omit<OrderTableProps, 'client'>;
}

const ALL = ['pay', 'cancel'];

function OrderTableWidget({ recordings, behaviour, props }: OrdersStory) {
  return (
    <WidgetHost
      mount={(element) =>
        mountOrderTable(element, { ...props, client: recordedClient(recordings, behaviour) })
      }
    />
  );
}

const meta = {
  title: 'Widgets/OrderTable',
  component: OrderTableWidget,
} satisfies Meta<typeof OrderTableWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { recordings: noOrders, behaviour: 'loading' } };
export const Empty: Story = { args: { recordings: noOrders, props: { operates: ALL } } };
export const Unreachable: Story = {
  args: { recordings: noOrders, behaviour: 'unreachable', props: { operates: ALL } },
};
export const ManyRows: Story = { args: { recordings: manyOrders, props: { operates: ALL } } };
/** No `operates`: orders are listed and opened, nothing is changed. */
export const ReadOnly: Story = { args: { recordings: manyOrders } };
