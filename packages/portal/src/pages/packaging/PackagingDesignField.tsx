import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Image, Space, Typography } from 'antd';
import { useState } from 'react';
import type { DesignDocument } from '@podkit/editor-widget';
import type { PackagingKind, PackagingPrintSize } from '@podkit/sdk-core';
import { DesignUpload } from './DesignUpload.js';
import { PackagingEditorModal } from './PackagingEditorModal.js';

/**
 * The template's design as the form holds it: a file (uploaded now, or the one it has), or a
 * design made in the editor for one kind's print size (with the print file rendered from it).
 */
export type TemplateDesign =
  | { source: 'file'; id?: number; name: string; url: string }
  | { source: 'editor'; document: DesignDocument; madeFor: PackagingKind; url?: string };

export const layerCount = (document: DesignDocument) =>
  document.views.reduce((sum, view) => sum + view.layers.length, 0);

/** Why the form cannot be sent with this design; '' when it can. */
export function designProblem(design: TemplateDesign | null | undefined, kind: PackagingKind) {
  if (!design) return '请在编辑器中设计，或上传设计文件';
  if (design.source === 'file') return '';
  if (layerCount(design.document) === 0) return '设计中还没有图片或文字，请在编辑器中添加';
  if (design.madeFor !== kind) return '包装类型已更换，请打开编辑器按新的尺寸检查并保存设计';
  return '';
}

/** 设计: open the editor on the kind's print size, or upload a file; the last one made counts. */
export function PackagingDesignField(props: {
  kind: PackagingKind;
  sizes: PackagingPrintSize[];
  value?: TemplateDesign | null;
  onChange?: (design: TemplateDesign) => void;
}) {
  const { kind, value } = props;
  const [editing, setEditing] = useState(false);
  const size = props.sizes.find((one) => one.kind === kind);
  const fromEditor = value?.source === 'editor' ? value : null;
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      {fromEditor ? (
        <Space size={8} align="center" wrap>
          {fromEditor.url ? (
            <span className="work-order-upload-thumb">
              <Image src={fromEditor.url} width={64} height={64} alt="编辑器设计的印刷文件" />
            </span>
          ) : null}
          <Typography.Text>
            编辑器设计：{layerCount(fromEditor.document)} 个图层（按
            {props.sizes.find((one) => one.kind === fromEditor.madeFor)?.kind_label ?? ''}
            尺寸）
          </Typography.Text>
        </Space>
      ) : null}
      {fromEditor && fromEditor.madeFor !== kind ? (
        <Alert type="warning" showIcon title={designProblem(fromEditor, kind)} />
      ) : null}
      <Space size={8} wrap align="center">
        <Button
          type="primary"
          icon={<EditOutlined />}
          disabled={!size}
          onClick={() => setEditing(true)}
        >
          {fromEditor ? '在编辑器中修改设计' : '在编辑器中设计'}
        </Button>
        <Typography.Text type="secondary">或</Typography.Text>
        <DesignUpload
          value={value?.source === 'file' ? value : null}
          onChange={(file) => file && props.onChange?.({ source: 'file', ...file })}
        />
      </Space>
      {size ? (
        <Typography.Text type="secondary">
          {size.kind_label}印刷尺寸 {size.width_mm} × {size.height_mm} mm，{size.dpi} dpi
        </Typography.Text>
      ) : null}
      {editing && size ? (
        <PackagingEditorModal
          size={size}
          document={fromEditor?.document ?? null}
          onDone={(document) => {
            props.onChange?.({ source: 'editor', document, madeFor: kind });
            setEditing(false);
          }}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Space>
  );
}
