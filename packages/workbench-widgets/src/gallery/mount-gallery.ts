import type { MountedWidget } from '@podkit/widget-kit';
import { mountWidget } from '@podkit/widget-kit';
import type { WidgetTheme } from '@podkit/widget-kit';
import type { GalleryProps } from './Gallery';
import { Gallery } from './Gallery';
import { GALLERY_CSS } from './gallery-css';

export interface MountGalleryOptions extends GalleryProps {
  theme?: WidgetTheme;
}

/** The gallery in an open shadow root of `element`, with its stylesheet adopted there. */
export function mountGallery(
  element: HTMLElement,
  { theme, ...props }: MountGalleryOptions,
): MountedWidget<GalleryProps> {
  return mountWidget(element, Gallery, props, { css: GALLERY_CSS, theme });
}
