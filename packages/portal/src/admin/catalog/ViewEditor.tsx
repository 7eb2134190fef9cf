import { DeleteOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, InputNumber, Space, type FormInstance } from 'antd';
import type { PrintAreaInput } from '@podkit/sdk-core';
import { useState } from 'react';
import type { BlankFormValues } from './blank-form.js';
import {
  clampRect,
  heightForPrintShape,
  mmPerImagePixel,
  printDots,
  type Rect,
} from './print-area/geometry.js';
import { PrintAreaCanvas } from './print-area/PrintAreaCanvas.js';

const positive = (label: string) => [{ required: true, message: `请填写${label}` }];

/**
 * One view of a blank in the console: its canvas size, the print area drawn on the view picture
 * (drag and resize, or type the numbers) and the real print size and DPI.
 */
export function ViewEditor({
  form,
  index,
  imageSrc,
  onRemove,
}: {
  form: FormInstance<BlankFormValues>;
  index: number;
  imageSrc?: string;
  onRemove?: () => void;
}) {
  const [keepShape, setKeepShape] = useState(false);
  const path = ['views', index] as const;
  const canvasWidth = Form.useWatch([...path, 'canvas_width'], form) ?? 0;
  const canvasHeight = Form.useWatch([...path, 'canvas_height'], form) ?? 0;
  const area: PrintAreaInput | undefined = Form.useWatch([...path, 'print_area'], form);
  const canvas = { width: Math.max(1, canvasWidth), height: Math.max(1, canvasHeight) };

  const setArea = (rect: Rect) => {
    const current = form.getFieldValue([...path, 'print_area']) as PrintAreaInput;
    form.setFieldValue([...path, 'print_area'], { ...current, ...rect });
  };
  const clampArea = () => {
    const current = form.getFieldValue([...path, 'print_area']) as PrintAreaInput | undefined;
    if (current) setArea(clampRect(current, canvas));
  };
  const fitShape = () => {
    const current = form.getFieldValue([...path, 'print_area']) as PrintAreaInput;
    const height = heightForPrintShape(current.width, {
      widthMm: current.width_mm,
      heightMm: current.height_mm,
    });
    if (height !== null) setArea(clampRect({ ...current, height }, canvas));
  };

  const number = (field: keyof PrintAreaInput, label: string, max?: number) => (
    <Form.Item name={[index, 'print_area', field]} label={label} rules={positive(label)}>
      <InputNumber
        min={0}
        max={max}
        precision={field === 'width_mm' || field === 'height_mm' ? 1 : 0}
        onBlur={clampArea}
      />
    </Form.Item>
  );

  const ratio =
    keepShape && area && area.width_mm > 0 && area.height_mm > 0
      ? area.width_mm / area.height_mm
      : undefined;
  const mmPerPx = area ? mmPerImagePixel(area, area.width_mm) : 0;

  return (
    <div className="view-editor">
      <div className="view-editor-canvas">
        {area && (
          <PrintAreaCanvas
            canvas={canvas}
            imageSrc={imageSrc}
            value={area}
            onChange={setArea}
            aspectRatio={ratio}
          />
        )}
        {!imageSrc && <div className="admin-help">保存后在“商品图片”里上传此视图的图片</div>}
      </div>
      <div className="view-editor-fields">
        <Space wrap align="start">
          <Form.Item
            name={[index, 'name']}
            label="视图名称"
            rules={[{ required: true, whitespace: true, message: '请填写视图名称' }]}
          >
            <Input maxLength={20} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name={[index, 'canvas_width']} label="画布宽 px" rules={positive('画布宽')}>
            <InputNumber min={100} max={4000} precision={0} onBlur={clampArea} />
          </Form.Item>
          <Form.Item name={[index, 'canvas_height']} label="画布高 px" rules={positive('画布高')}>
            <InputNumber min={100} max={4000} precision={0} onBlur={clampArea} />
          </Form.Item>
        </Space>
        <div className="view-editor-group">打印区域（画布像素）</div>
        <Space wrap align="start">
          {number('left', '左', canvas.width)}
          {number('top', '上', canvas.height)}
          {number('width', '宽', canvas.width)}
          {number('height', '高', canvas.height)}
        </Space>
        <div className="view-editor-group">印刷尺寸</div>
        <Space wrap align="start">
          {number('width_mm', '宽 mm')}
          {number('height_mm', '高 mm')}
          <Form.Item name={[index, 'print_area', 'dpi']} label="DPI" rules={positive('DPI')}>
            <InputNumber min={72} max={1200} precision={0} />
          </Form.Item>
        </Space>
        <Space wrap>
          <Checkbox checked={keepShape} onChange={(event) => setKeepShape(event.target.checked)}>
            拖动时保持印刷尺寸比例
          </Checkbox>
          <Button size="small" onClick={fitShape}>
            按印刷尺寸调整高度
          </Button>
        </Space>
        {area && (
          <div className="admin-help" data-testid="print-area-info">
            画布 1 像素 ≈ {mmPerPx.toFixed(2)} mm；印刷图片需 {printDots(area.width_mm, area.dpi)} ×{' '}
            {printDots(area.height_mm, area.dpi)} 像素
          </div>
        )}
        {onRemove && (
          <Button
            danger
            size="small"
            icon={<DeleteOutlined />}
            onClick={onRemove}
            className="view-editor-remove"
          >
            删除此视图
          </Button>
        )}
      </div>
    </div>
  );
}
