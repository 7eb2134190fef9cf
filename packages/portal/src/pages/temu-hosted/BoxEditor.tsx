import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Tag } from 'antd';
import type { TemuShipOrder } from '@podkit/sdk-core';

/** Boxes being packed: per box, ship-order line id → quantity. */
export type BoxDraft = Array<Record<number, number>>;

export const boxDraftOf = (ship: TemuShipOrder): BoxDraft =>
  ship.boxes.map((box) => Object.fromEntries(box.items.map((i) => [i.line_id, i.quantity])));

const lineName = (line: TemuShipOrder['lines'][number]) =>
  line.spec || line.sku_code || line.product_sku_id;

/** The boxes of a draft ship order, each with how many of every SKU it holds. */
export function BoxEditor({
  ship,
  boxes,
  onChange,
}: {
  ship: TemuShipOrder;
  boxes: BoxDraft;
  onChange: (boxes: BoxDraft) => void;
}) {
  const packed = (lineId: number) => boxes.reduce((sum, box) => sum + (box[lineId] ?? 0), 0);
  return (
    <div>
      <div className="temu-box-items" style={{ marginBottom: 12 }}>
        {ship.lines.map((line) => {
          const done = packed(line.id);
          return (
            <Tag key={line.id} color={done === line.quantity ? 'green' : 'orange'}>
              {lineName(line)}：已装 {done} / {line.quantity}
            </Tag>
          );
        })}
      </div>
      {boxes.map((box, index) => (
        <div className="temu-box" key={index}>
          <div className="temu-box-head">
            <strong>第 {index + 1} 箱</strong>
            <Button
              size="small"
              icon={<DeleteOutlined />}
              disabled={boxes.length === 1}
              onClick={() => onChange(boxes.filter((_, i) => i !== index))}
            >
              删除此箱
            </Button>
          </div>
          <div className="temu-box-items">
            {ship.lines.map((line) => (
              <label key={line.id}>
                {lineName(line)}{' '}
                <InputNumber
                  aria-label={`第 ${index + 1} 箱 ${lineName(line)}`}
                  min={0}
                  max={line.quantity}
                  precision={0}
                  value={box[line.id] ?? 0}
                  onChange={(value) =>
                    onChange(
                      boxes.map((b, i) => (i === index ? { ...b, [line.id]: value ?? 0 } : b)),
                    )
                  }
                />
              </label>
            ))}
          </div>
        </div>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...boxes, {}])}>
        添加一箱
      </Button>
    </div>
  );
}
