import { fireEvent, waitFor, within } from '@testing-library/dom';
import type { Material } from '@podkit/sdk-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountGallery, type MountGalleryOptions } from './mount-gallery';
import { createFakeMaterialsClient, fakeMaterial } from './testing/fake-materials-client';

const mounted: Array<{ unmount(): void }> = [];

// Browsers have on<drag event> properties on elements and happy-dom lacks them; Preact picks the
// event name's case from them, so without them it would listen for 'Drop' instead of 'drop'.
for (const name of [
  'ondragenter',
  'ondragover',
  'ondragleave',
  'ondrop',
  'ondragstart',
  'ondragend',
]) {
  if (!(name in HTMLElement.prototype)) {
    Object.defineProperty(HTMLElement.prototype, name, { value: null, writable: true });
  }
}

afterEach(() => {
  mounted.splice(0).forEach((widget) => widget.unmount());
  document.body.innerHTML = '';
});

function setup(seed: Material[], options: Partial<MountGalleryOptions> = {}) {
  const fake = createFakeMaterialsClient(seed);
  const host = document.createElement('div');
  document.body.append(host);
  const widget = mountGallery(host, {
    client: fake.client,
    uploadTransport: fake.transport,
    ...options,
  });
  mounted.push(widget);
  const shadow = widget.shadowRoot;
  const view = within(shadow.querySelector<HTMLElement>('.podkit-mount')!);
  const layer = within(shadow.querySelector<HTMLElement>('.podkit-portal-layer')!);
  const grid = () => within(view.getByRole('listbox', { name: '素材列表' }));
  const card = (name: string) => grid().getByRole('option', { name });
  const cards = () => grid().queryAllByRole('option');
  const selectedNames = () =>
    cards()
      .filter((option) => option.getAttribute('aria-selected') === 'true')
      .map((option) => option.getAttribute('aria-label'));
  return { fake, shadow, view, layer, card, cards, selectedNames, widget };
}

/** Types into a field and lets the runtime render (Preact renders on a later tick). */
async function type(input: HTMLElement, value: string) {
  fireEvent.input(input, { target: { value } });
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const six = () => ['一', '二', '三', '四', '五', '六'].map((name) => fakeMaterial(`图${name}`));

describe('Gallery in its shadow root', () => {
  it('lists the materials as text inside the shadow root, never as HTML', async () => {
    const { view, shadow, fake } = setup([
      fakeMaterial('<img src=x onerror=alert(1)>'),
      fakeMaterial('猫'),
    ]);
    await view.findByRole('option', { name: '猫' });
    expect(view.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(shadow.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect(document.body.querySelector('.pk-gallery')).toBeNull();
    expect(fake.callsTo('GET', '/distribution/material')[0]?.query).toMatchObject({
      scope: 'mine',
      page: 1,
      page_size: 24,
    });
  });

  it('selects with click, Shift-click and Ctrl/Cmd-click, and Ctrl+A', async () => {
    const { view, card, selectedNames } = setup(six());
    await view.findByRole('option', { name: '图一' });
    fireEvent.click(card('图二'));
    fireEvent.click(card('图四'), { shiftKey: true });
    await waitFor(() => expect(selectedNames()).toEqual(['图二', '图三', '图四']));
    fireEvent.click(card('图三'), { ctrlKey: true });
    fireEvent.click(card('图六'), { metaKey: true });
    await waitFor(() => expect(selectedNames()).toEqual(['图二', '图四', '图六']));
    expect(view.getByText('已选 3 项')).toBeTruthy();
    fireEvent.click(card('图五'));
    await waitFor(() => expect(selectedNames()).toEqual(['图五']));
    fireEvent.keyDown(card('图五'), { key: 'a', ctrlKey: true });
    await waitFor(() => expect(selectedNames()).toHaveLength(6));
  });

  it('toggles with Space from the keyboard', async () => {
    const { view, card, selectedNames } = setup(six());
    await view.findByRole('option', { name: '图一' });
    fireEvent.keyDown(card('图一'), { key: ' ' });
    fireEvent.keyDown(card('图三'), { key: 'Enter' });
    await waitFor(() => expect(selectedNames()).toEqual(['图一', '图三']));
    fireEvent.keyDown(card('图一'), { key: ' ' });
    await waitFor(() => expect(selectedNames()).toEqual(['图三']));
  });

  it('deletes the selection with the Delete key after a confirmation in the portal layer', async () => {
    const { view, layer, card, fake } = setup(six());
    await view.findByRole('option', { name: '图一' });
    fireEvent.click(card('图一'));
    fireEvent.click(card('图二'), { ctrlKey: true });
    await waitFor(() => expect(view.getByText('已选 2 项')).toBeTruthy());
    fireEvent.keyDown(card('图二'), { key: 'Delete' });
    const dialog = await layer.findByRole('dialog', { name: '删除素材' });
    expect(within(dialog).getByText('确定删除选中的 2 个素材吗？删除后不能恢复。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    const [first, second] = [card('图一'), card('图二')].map((el) => Number(el.dataset.id));
    await waitFor(() => expect(view.queryByRole('option', { name: '图一' })).toBeNull());
    expect(fake.callsTo('POST', '/distribution/material/deletes')[0]?.body).toEqual({
      ids: [first, second],
    });
    expect(view.queryByRole('option', { name: '图二' })).toBeNull();
    expect(layer.queryByRole('dialog')).toBeNull();
  });

  it('closes a dialog with Escape and not with a click on the mask', async () => {
    const { view, layer, shadow } = setup(six());
    await view.findByRole('option', { name: '图一' });
    fireEvent.click(view.getByRole('button', { name: '以图搜图' }));
    const dialog = await layer.findByRole('dialog', { name: '以图搜图' });
    fireEvent.click(shadow.querySelector('.pk-mask')!);
    expect(layer.queryByRole('dialog')).not.toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(layer.queryByRole('dialog')).toBeNull());
  });

  it('bulk-renames the selection as prefix + number in grid order', async () => {
    const { view, layer, card, fake } = setup(six());
    await view.findByRole('option', { name: '图一' });
    fireEvent.click(card('图五'));
    fireEvent.click(card('图二'), { ctrlKey: true });
    fireEvent.click(card('图三'), { ctrlKey: true });
    fireEvent.click(await view.findByRole('button', { name: '重命名' }));
    const dialog = await layer.findByRole('dialog', { name: '批量重命名（3 项）' });
    await type(within(dialog).getByLabelText('名称前缀'), '夏季-');
    await within(dialog).findByText('预览：夏季-1、夏季-2、夏季-3');
    fireEvent.click(within(dialog).getByRole('button', { name: '重命名' }));
    await view.findByRole('option', { name: '夏季-3' });
    const ids = (name: string) => fake.materials.find((m) => m.name === name)?.id;
    expect(fake.callsTo('POST', '/distribution/material/names')[0]?.body).toEqual({
      items: [
        { id: ids('夏季-1'), name: '夏季-1' },
        { id: ids('夏季-2'), name: '夏季-2' },
        { id: ids('夏季-3'), name: '夏季-3' },
      ],
    });
    expect(view.queryByRole('option', { name: '图二' })).toBeNull();
    expect(view.getByRole('option', { name: '图一' })).toBeTruthy();
  });

  it('refuses an .exe before sending, and shows progress for the images it uploads', async () => {
    const { view, shadow, fake, cards } = setup(six());
    await view.findByRole('option', { name: '图一' });
    fake.holdUploads = true;
    const input = shadow.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;
    const files = [
      new File(['png'], '新图.png', { type: 'image/png' }),
      new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
    ];
    Object.defineProperty(input, 'files', { configurable: true, value: files });
    fireEvent.change(input);
    const progress = await view.findByRole('progressbar', { name: '新图.png 上传进度' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    expect(
      view.getByText(
        '未上传：不支持 .exe 文件，仅支持 png、jpg、jpeg、bmp、gif、webp、psd、svg、tiff',
      ),
    ).toBeTruthy();
    fake.release();
    await waitFor(() => expect(cards()[0]?.getAttribute('aria-label')).toBe('新图'));
    expect(view.getByText('已完成')).toBeTruthy();
    expect(fake.materials.map((m) => m.name)).not.toContain('setup');
  });

  it('accepts files dropped on the grid', async () => {
    const { view, shadow } = setup([]);
    await view.findByText(/还没有素材/);
    const grid = shadow.querySelector('.pk-grid-wrap')!;
    const file = new File(['gif'], '拖入.gif', { type: 'image/gif' });
    fireEvent.drop(grid, { dataTransfer: { types: ['Files'], files: [file] } });

    await view.findByRole('option', { name: '拖入' });
  });

  it('makes categories and saves a new order from the move buttons', async () => {
    const { view, layer, fake } = setup(six());
    await view.findByRole('option', { name: '图一' });
    for (const name of ['节日', '动物']) {
      fireEvent.click(view.getByRole('button', { name: '新建分类' }));
      const dialog = await layer.findByRole('dialog', { name: '新建分类' });
      await type(within(dialog).getByLabelText('分类名称'), name);
      fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
      await view.findByRole('button', { name: name });
      await waitFor(() => expect(layer.queryByRole('dialog')).toBeNull());
    }
    fireEvent.click(view.getByRole('button', { name: '在 节日 下新建子分类' }));
    const child = await layer.findByRole('dialog', { name: '新建子分类' });
    await type(within(child).getByLabelText('分类名称'), '春节');
    fireEvent.click(within(child).getByRole('button', { name: '确定' }));
    await view.findByRole('button', { name: '春节' });
    expect(fake.callsTo('POST', '/distribution/userMaterialCategory')[2]?.body).toMatchObject({
      name: '春节',
      parent_id: fake.categories.find((c) => c.name === '节日')?.id,
    });

    fireEvent.click(view.getByRole('button', { name: '上移 动物' }));
    await waitFor(() =>
      expect(fake.callsTo('POST', '/distribution/userMaterialCategory/updateSort')).toHaveLength(1),
    );
    const nav = view.getByRole('navigation', { name: '素材分类' });
    const order = within(nav)
      .getAllByRole('button')
      .filter((button) => button.className === 'pk-cat-name')
      .map((button) => button.textContent);
    expect(order).toEqual(['全部素材', '未分类', '动物', '节日', '春节']);
    expect(fake.callsTo('POST', '/distribution/userMaterialCategory/updateSort')[0]?.body).toEqual({
      parent_id: 0,
      ids: ['动物', '节日'].map((name) => fake.categories.find((c) => c.name === name)?.id),
    });
  });

  it('filters by a tag chip and sets tags on the selection', async () => {
    const { view, layer, card, cards, fake } = setup(six());
    await view.findByRole('option', { name: '图一' });
    fireEvent.click(card('图一'));
    fireEvent.click(card('图二'), { shiftKey: true });
    fireEvent.click(await view.findByRole('button', { name: '设置标签' }));
    const dialog = await layer.findByRole('dialog', { name: '设置标签（2 项）' });
    await type(within(dialog).getByPlaceholderText('新标签名称'), '卡通');
    const create = within(dialog).getByRole('button', { name: '新建标签' });
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
    fireEvent.click(create);
    const box = await within(dialog).findByRole('checkbox', { name: '卡通' });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存标签' }));
    const chip = await view.findByRole('button', { name: '卡通' });
    expect(fake.callsTo('POST', '/distribution/material/tags')[0]?.body).toMatchObject({
      tag_ids: [fake.tags[0]?.id],
      mode: 'add',
    });
    fireEvent.click(chip);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(fake.callsTo('GET', '/distribution/material').at(-1)?.query).toMatchObject({
      tag_id: fake.tags[0]?.id,
    });
  });

  it('hands a clicked material to onPick in pick mode, without selecting', async () => {
    const onPick = vi.fn();
    const { view, card, selectedNames } = setup(six(), { mode: 'pick', onPick });
    await view.findByRole('option', { name: '图三' });
    fireEvent.click(card('图三'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: '图三' }));
    expect(selectedNames()).toEqual([]);
    expect(view.queryByRole('toolbar', { name: '批量操作' })).toBeNull();
  });

  it('hides the buttons the page does not allow (operates)', async () => {
    const { view, card } = setup(six(), { operates: ['rename'] });
    await view.findByRole('option', { name: '图一' });
    fireEvent.click(card('图一'));
    await view.findByRole('button', { name: '重命名' });
    expect(view.queryByRole('button', { name: '删除' })).toBeNull();
    expect(view.queryByRole('button', { name: '上传素材' })).toBeNull();
    expect(view.queryByRole('button', { name: '新建分类' })).toBeNull();
  });

  it('browses the shared materials read-only with a download link', async () => {
    const { view, fake } = setup(
      [fakeMaterial('别人的', { is_shared: 1, is_mine: 0 }), fakeMaterial('我的私有')],
      { scope: 'open', operates: ['collect', 'download'] },
    );
    const item = await view.findByRole('option', { name: '别人的' });
    expect(view.queryByRole('option', { name: '我的私有' })).toBeNull();
    expect(within(item).getByRole('link', { name: '下载原图' }).getAttribute('href')).toBe(
      fake.materials[0]?.url,
    );
    expect(view.queryByRole('navigation', { name: '素材分类' })).toBeNull();
    expect(view.queryByRole('button', { name: '上传素材' })).toBeNull();
    fireEvent.click(item);
    expect(item.getAttribute('aria-selected')).toBe('false');
  });

  it('shows search-by-image matches nearest first with their distance', async () => {
    const { view, layer, fake } = setup(six());
    await view.findByRole('option', { name: '图一' });
    fireEvent.click(view.getByRole('button', { name: '以图搜图' }));
    const dialog = await layer.findByRole('dialog', { name: '以图搜图' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    Object.defineProperty(input, 'files', {
      configurable: true,
      value: [new File(['x'], '查询.jpg', { type: 'image/jpeg' })],
    });
    fireEvent.change(input);
    const list = await within(dialog).findByRole('list', { name: '相似素材' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('图一');
    expect(items[0]?.textContent).toContain('差异值 0');
    expect(items[1]?.textContent).toContain('差异值 3');
    const sent = fake.callsTo('POST', '/distribution/material/searchImage')[0]?.body as {
      file: File;
    };
    expect(sent.file.name).toBe('查询.jpg');
  });

  it('adds from a URL after checking the address', async () => {
    const { view, layer, cards, fake } = setup(six());
    await view.findByRole('option', { name: '图一' });
    fireEvent.click(view.getByRole('button', { name: '从网址添加' }));
    const dialog = await layer.findByRole('dialog', { name: '从网址添加素材' });
    await type(within(dialog).getByLabelText('图片网址'), 'ftp://example.com/a.png');
    fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    await within(dialog).findByText('请输入以 http:// 或 https:// 开头的网址');
    expect(fake.callsTo('POST', '/distribution/material/urlMaterial')).toHaveLength(0);
    await type(within(dialog).getByLabelText('图片网址'), 'https://example.com/pics/logo.png');
    fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    await waitFor(() => expect(cards()[0]?.getAttribute('aria-label')).toBe('logo'));
    expect(fake.callsTo('POST', '/distribution/material/urlMaterial')[0]?.body).toEqual({
      url: 'https://example.com/pics/logo.png',
    });
  });

  it('exports the selection and opens the returned download address', async () => {
    const clicked: Array<{ href: string; download: string }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    try {
      const { view, card, fake } = setup(six());
      await view.findByRole('option', { name: '图一' });
      fireEvent.click(card('图一'));
      fireEvent.click(card('图三'), { shiftKey: true });
      fireEvent.click(await view.findByRole('button', { name: '导出' }));
      await waitFor(() =>
        expect(clicked).toEqual([
          { href: 'https://files.test/export.zip', download: '素材导出.zip' },
        ]),
      );
      expect(fake.callsTo('POST', '/distribution/material/exportMaterial')[0]?.body).toEqual({
        ids: [card('图一'), card('图二'), card('图三')].map((el) => Number(el.dataset.id)),
      });
    } finally {
      click.mockRestore();
    }
  });

  it('reads and saves the upload settings', async () => {
    const { view, layer, fake } = setup(six());
    await view.findByRole('option', { name: '图一' });
    fireEvent.click(view.getByRole('button', { name: '上传设置' }));
    const dialog = await layer.findByRole('dialog', { name: '上传设置' });
    const keep = await within(dialog).findByRole('radio', { name: '文件名（保留扩展名）' });
    fireEvent.click(keep);
    await type(within(dialog).getByLabelText('名称前缀'), ' 新品-');
    await waitFor(() => expect((keep as HTMLInputElement).checked).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(layer.queryByRole('dialog')).toBeNull());
    expect(fake.uploadSettings).toMatchObject({ name_rule: 'file_name', name_prefix: '新品-' });
  });
});
