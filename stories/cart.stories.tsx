import type { Meta, StoryObj } from '@storybook/react-vite';
import { mountCart, type CartProps } from '@podkit/workbench-widgets';
import { emptyCart, fullCart } from './recordings/cart';
import { recordedClient, type Behaviour, type Recordings } from './support/recorded-client';
import { WidgetHost } from './support/WidgetHost';

interface CartStory {
  recordings: Recordings;
  behaviour?: Behaviour;
  props?: Omit<CartProps, 'client'>;
}

const ALL = ['edit', 'delete', 'checkout'];

function CartWidget({ recordings, behaviour, props }: CartStory) {
  return (
    <WidgetHost
      mount={(element) =>
        mountCart(element, { ...props, client: recordedClient(recordings, behaviour) })
      }
    />
  );
}

const meta = { title: 'Widgets/Cart', component: CartWidget } satisfies Meta<typeof CartWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { recordings: emptyCart, behaviour: 'loading' } };
export const Empty: Story = { args: { recordings: emptyCart, props: { operates: ALL } } };
export const Unreachable: Story = {
  args: { recordings: emptyCart, behaviour: 'unreachable', props: { operates: ALL } },
};
export const ManyRows: Story = { args: { recordings: fullCart, props: { operates: ALL } } };
/** No `operates`: the lines show, nothing can be changed. */
export const ReadOnly: Story = { args: { recordings: fullCart } };
