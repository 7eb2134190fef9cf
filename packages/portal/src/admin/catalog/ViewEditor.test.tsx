// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlankFormValues } from './blank-form.js';
import { ViewEditor } from './ViewEditor.js';

const view: BlankFormValues['views'][number] = {
  view_id: 5,
  name: '正面',
  canvas_width: 1000,
  canvas_height: 800,
  print_area: {
    left: 100,
    top: 100,
    width: 400,
    height: 300,
    width_mm: 200,
    height_mm: 150,
    dpi: 300,
  },
};

let formRef: ReturnType<typeof Form.useForm<BlankFormValues>>[0] | null = null;

function Harness() {
  const [form] = Form.useForm<BlankFormValues>();
  formRef = form;
  return (
    <Form form={form} initialValues={{ views: [view] }}>
      <Form.List name="views">
        {(fields) =>
          fields.map((field) => <ViewEditor key={field.key} form={form} index={field.name} />)
        }
      </Form.List>
    </Form>
  );
}

function area() {
  return formRef!.getFieldValue([
    'views',
    0,
    'print_area',
  ]) as BlankFormValues['views'][0]['print_area'];
}

afterEach(() => {
  cleanup();
  formRef = null;
});

describe('ViewEditor', () => {
  it('draws the print area scaled to the 469 px preview', async () => {
    render(<Harness />);
    const canvas = await screen.findByTestId('print-area-canvas');
    // 1000 × 800 canvas px drawn 469 px wide.
    expect(canvas.style.width).toBe('469px');
    expect(canvas.style.height).toBe(`${800 * 0.469}px`);
    const rect = canvas.querySelector<HTMLElement>('.print-area-rect')!;
    expect(rect.style.width).toBe(`${400 * 0.469}px`);
    expect(rect.style.height).toBe(`${300 * 0.469}px`);
    // Its position goes through react-rnd's layout reading, which happy-dom cannot do; the
    // conversion itself is pinned down in geometry.test.ts.
  });

  it('pulls a typed position that pushes the area off the canvas back inside', async () => {
    render(<Harness />);
    const left = screen.getByRole('spinbutton', { name: '左' });
    fireEvent.change(left, { target: { value: '900' } });
    fireEvent.blur(left);
    await screen.findByTestId('print-area-canvas');
    expect(area()).toMatchObject({ left: 600, width: 400 });
  });

  it('fits the height to the print size and tells the pixels the print needs', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '按印刷尺寸调整高度' }));
    // 200 × 150 mm on a 400 px wide area: 300 px high.
    expect(area().height).toBe(300);
    const height = screen.getByRole('spinbutton', { name: '高 mm' });
    fireEvent.change(height, { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: '按印刷尺寸调整高度' }));
    expect(area().height).toBe(500);
    await waitFor(() =>
      expect(screen.getByTestId('print-area-info').textContent).toContain('2362 × 2953 像素'),
    );
  });
});
