import { mountWidget } from '@podkit/widget-kit';
import { DesignEditor, type DesignEditorProps } from './DesignEditor';
import { EDITOR_CSS } from './editor-css';

export interface MountEditorOptions extends DesignEditorProps {
  /** The site's primary colour (CSS custom property on the host). */
  primaryColor?: string;
}

export interface MountedEditor {
  update(props: Partial<DesignEditorProps>): void;
  unmount(): void;
}

/** The design editor in an open shadow root of `element` (ARCHITECTURE.md decision 3). */
export function mountEditor(element: HTMLElement, options: MountEditorOptions): MountedEditor {
  const { primaryColor, ...props } = options;
  const mounted = mountWidget<DesignEditorProps>(element, DesignEditor, props, {
    css: EDITOR_CSS,
    ...(primaryColor ? { theme: { primaryColor } } : {}),
  });
  return { update: (next) => mounted.update(next), unmount: () => mounted.unmount() };
}
