import type { Meta, StoryObj } from '@storybook/react-vite';
import { mountEditor } from '@podkit/editor-widget';
import { recordedClient, type Behaviour } from './support/recorded-client';
import { WidgetHost } from './support/WidgetHost';

function EditorWidget({ behaviour }: { behaviour: Behaviour }) {
  return (
    <WidgetHost
      mount={(element) =>
        mountEditor(element, { client: recordedClient({}, behaviour), productId: 1 })
      }
    />
  );
}

const meta = {
  title: 'Widgets/Editor',
  component: EditorWidget,
} satisfies Meta<typeof EditorWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blank, its pictures and the fonts are on their way. */
export const Loading: Story = { args: { behaviour: 'loading' } };
/** The server cannot be reached: the editor says so instead of drawing. */
export const Unreachable: Story = { args: { behaviour: 'unreachable' } };
