import type { GalleryMode, GalleryProps, GalleryScope } from '@podkit/workbench-widgets';
import { mountGallery } from '@podkit/workbench-widgets';
import type { EmbedHost, EmbedWidget } from '../runtime/host';
import { listAttribute, mountEmbed, numberAttribute } from '../runtime/mount-embed';

/** Attribute options of <podkit-gallery mode="pick" scope="open" page-size="24" operates="upload,delete">. */
function readProps(element: HTMLElement): Omit<GalleryProps, 'client'> {
  const mode: GalleryMode = element.getAttribute('mode') === 'pick' ? 'pick' : 'manage';
  const scope: GalleryScope = element.getAttribute('scope') === 'open' ? 'open' : 'mine';
  return {
    mode,
    scope,
    pageSize: numberAttribute(element, 'page-size'),
    operates: listAttribute(element, 'operates'),
  };
}

/** <podkit-gallery>: the material gallery; in pick mode a click sends `podkit:picked`. */
export function mount(element: HTMLElement, host: EmbedHost): EmbedWidget {
  return mountEmbed(element, host, ({ client, theme, emit }) => {
    const onPick: GalleryProps['onPick'] = (material) => emit('picked', material);
    const widget = mountGallery(element, { ...readProps(element), client, onPick, theme });
    return {
      update: () => widget.update(readProps(element)),
      unmount: () => widget.unmount(),
    };
  });
}
