import { reorderLayer, type DesignDocument, type DesignView, type Layer } from '@podkit/design';
import { updateLayer } from './document-build';
import { LayerList } from './LayerList';
import { LayerProperties } from './LayerProperties';

/** The right side: the view's layers (select, show/hide, lock, reorder) and the selected one's fields. */
export function LayersSide(props: {
  view: DesignView | undefined;
  viewId: number;
  selected: Layer | undefined;
  selectedId: string | null;
  /** The document now on the stage, when there is one. */
  current: () => DesignDocument | null;
  change: (next: DesignDocument, select?: string) => void;
  onSelect: (layerId: string) => void;
}) {
  const { view, viewId, selected, current, change } = props;
  return (
    <aside className="pe-right">
      <div className="pe-tabs">
        <span className="pe-tab" aria-selected="true">
          图层
        </span>
      </div>
      <div className="pe-panel" style={{ padding: 0 }}>
        <LayerList
          view={view}
          selectedId={props.selectedId}
          onSelect={props.onSelect}
          onToggle={(id, field) => {
            const layer = view?.layers.find((candidate) => candidate.id === id);
            const document = current();
            if (layer && document)
              change(updateLayer(document, viewId, id, { [field]: !layer[field] }));
          }}
          onMove={(id, toIndex) => {
            const document = current();
            if (document) change(reorderLayer(document, viewId, id, toIndex), id);
          }}
        />
      </div>
      <LayerProperties
        layer={selected}
        onChange={(patch) => {
          const document = current();
          if (document && selected)
            change(updateLayer(document, viewId, selected.id, patch), selected.id);
        }}
      />
    </aside>
  );
}
