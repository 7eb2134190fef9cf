import { Button, Modal } from 'antd';
import { useMemo, useRef } from 'react';
import type { DesignDocument, PrintSurface } from '@podkit/editor-widget';
import type { PackagingPrintSize } from '@podkit/sdk-core';
import { useEditorWidget } from '../design/use-editor-widget.js';
import '../design/design.css';

/**
 * The design editor on a packaging kind's print area (no blank): 完成设计, or the editor's own
 * 保存, hands the document back to the form; nothing is sent until the form is submitted.
 */
export function PackagingEditorModal(props: {
  size: PackagingPrintSize;
  document: DesignDocument | null;
  onDone(document: DesignDocument): void;
  onClose(): void;
}) {
  const { size } = props;
  const latest = useRef<DesignDocument | null>(props.document);
  const surface = useMemo(
    (): PrintSurface => ({
      name: `${size.kind_label} ${size.width_mm} × ${size.height_mm} mm`,
      widthMm: size.width_mm,
      heightMm: size.height_mm,
      dpi: size.dpi,
      document: props.document,
    }),
    // The editor opens once on the document it was given; its own changes stay inside it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [size],
  );
  const done = () => latest.current && props.onDone(latest.current);
  return (
    <Modal
      open
      title={`设计${size.kind_label}（${size.width_mm} × ${size.height_mm} mm）`}
      width="100%"
      style={{ top: 0, maxWidth: 1400, paddingBottom: 0 }}
      onCancel={props.onClose}
      footer={[
        <Button key="cancel" onClick={props.onClose}>
          取消
        </Button>,
        <Button key="done" type="primary" onClick={done}>
          完成设计
        </Button>,
      ]}
    >
      <SurfaceEditor
        surface={surface}
        onDocumentChange={(document) => {
          latest.current = document;
        }}
        onSave={props.onDone}
      />
    </Modal>
  );
}

/** The editor itself, mounted once the dialog has put its element in the page. */
function SurfaceEditor(props: {
  surface: PrintSurface;
  onDocumentChange(document: DesignDocument): void;
  onSave(document: DesignDocument): void;
}) {
  const host = useEditorWidget({ productId: 0, ...props });
  return <div ref={host} className="design-editor-host" data-testid="packaging-editor" />;
}
