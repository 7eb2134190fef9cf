import type { Meta, StoryObj } from '@storybook/react-vite';
import { mountGallery, type GalleryProps } from '@podkit/workbench-widgets';
import { emptyGallery, manyMaterials } from './recordings/materials';
import { recordedClient, type Behaviour, type Recordings } from './support/recorded-client';
import { WidgetHost } from './support/WidgetHost';

interface GalleryStory {
  recordings: Recordings;
  behaviour?: Behaviour;
  props?: Omit<GalleryProps, 'client'>;
}

function GalleryWidget({ recordings, behaviour, props }: GalleryStory) {
  return (
    <WidgetHost
      mount={(element) =>
        mountGallery(element, { ...props, client: recordedClient(recordings, behaviour) })
      }
    />
  );
}

const meta = {
  title: 'Widgets/Gallery',
  component: GalleryWidget,
} satisfies Meta<typeof GalleryWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { recordings: emptyGallery, behaviour: 'loading' } };
export const Empty: Story = { args: { recordings: emptyGallery } };
export const Unreachable: Story = { args: { recordings: emptyGallery, behaviour: 'unreachable' } };
export const ManyRows: Story = { args: { recordings: manyMaterials } };
/** No `operates` granted: every button that changes something is hidden. */
export const ReadOnly: Story = { args: { recordings: manyMaterials, props: { operates: [] } } };
export const PickMode: Story = { args: { recordings: manyMaterials, props: { mode: 'pick' } } };
