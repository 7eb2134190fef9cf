import {
  ApiError,
  createClient,
  createMemoryNotifier,
  createMemoryStorage,
  createTokenStore,
  type CallOptions,
  type Client,
  type Material,
  type MaterialCategory,
  type MaterialCategoryNode,
  type MaterialTag,
  type MemoryNotifier,
  type RequestBody,
  type UploadSettings,
  type UploadTransport,
} from '@podkit/sdk-core';

export interface RecordedCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface FakeMaterialsClient {
  client: Client;
  notifier: MemoryNotifier;
  calls: RecordedCall[];
  materials: Material[];
  tags: MaterialTag[];
  categories: MaterialCategory[];
  uploadSettings: UploadSettings;
  /** Sends uploads to the fake storage; `hold` keeps them at their progress until released. */
  transport: UploadTransport;
  /** Uploads waiting for `release()` when `holdUploads` is set. */
  holdUploads: boolean;
  release(): void;
  callsTo(method: RecordedCall['method'], path: string): RecordedCall[];
}

let nextId = 1000;

export function fakeMaterial(name: string, extra: Partial<Material> = {}): Material {
  const id = extra.id ?? nextId++;
  return {
    id,
    name,
    type: 'image',
    key: `u/1/${id}.png`,
    url: `https://files.test/${id}.png`,
    thumb_url: `https://files.test/${id}.thumb.webp`,
    width: 100,
    height: 100,
    size: 1234,
    mime: 'image/png',
    is_shared: 0,
    is_mine: 1,
    licence: '',
    created_at: '2025-05-01T08:00:00.000Z',
    tags: [],
    categories: [],
    ...extra,
  };
}

function treeOf(categories: MaterialCategory[], parentId = 0): MaterialCategoryNode[] {
  return categories
    .map((category) => ({ ...category }))
    .filter((category) => category.parent_id === parentId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((category) => ({ ...category, children: treeOf(categories, category.id) }));
}

function business(msg: string): ApiError {
  return new ApiError({ kind: 'business', status: 200, status_code: 422, msg });
}

/**
 * A client whose get/post/put/delete answer like the server's materials module, from memory, and
 * record every call. The rest (token store, notifier, pending count) is sdk-core's own.
 */
export function createFakeMaterialsClient(seed: Material[] = []): FakeMaterialsClient {
  const notifier = createMemoryNotifier();
  const base = createClient({
    baseURL: 'http://fake.invalid/req',
    tokenStore: createTokenStore({ storage: createMemoryStorage() }),
    notifier,
    reload: () => undefined,
  });
  const waiting: Array<() => void> = [];
  const state: FakeMaterialsClient = {
    client: base,
    notifier,
    calls: [],
    materials: [...seed],
    tags: [],
    categories: [],
    uploadSettings: {
      default_category_ids: [],
      default_tag_ids: [],
      name_rule: 'file_stem',
      name_prefix: '',
    },
    holdUploads: false,
    transport: async ({ body, onProgress }) => {
      const file = body.get('file') as File;
      onProgress?.(file.size / 2, file.size);
      if (state.holdUploads) await new Promise<void>((resolve) => waiting.push(resolve));
      onProgress?.(file.size, file.size);
      const material = fakeMaterial(file.name.replace(/\.[^.]+$/, ''), {
        created_at: new Date().toISOString(),
      });
      state.materials.unshift(material);
      const stored = {
        id: material.id,
        key: material.key,
        url: material.url,
        name: file.name,
        size: file.size,
        mime: file.type,
        width: 1,
        height: 1,
        material_id: material.id,
      };
      return { status: 200, body: JSON.stringify({ status_code: 200, msg: '', data: stored }) };
    },
    release() {
      waiting.splice(0).forEach((resolve) => resolve());
    },
    callsTo(method, path) {
      return state.calls.filter((call) => call.method === method && call.path === path);
    },
  };

  const byId = (ids: unknown) => {
    const wanted = new Set(ids as number[]);
    const found = state.materials.filter((material) => wanted.has(material.id));
    if (found.length !== wanted.size) throw business('素材不存在');
    return found;
  };

  function answer(call: RecordedCall): unknown {
    const body = (call.body ?? {}) as Record<string, unknown>;
    const query = call.query ?? {};
    const key = `${call.method} ${call.path}`;
    switch (key) {
      case 'GET /distribution/material': {
        const page = Number(query.page ?? 1);
        const size = Number(query.page_size ?? 20);
        const rows = state.materials.filter(
          (material) =>
            (query.scope === 'open' ? material.is_shared === 1 : material.is_mine === 1) &&
            (!query.name || material.name.includes(String(query.name))) &&
            (query.tag_id === undefined ||
              material.tags.some((tag) => tag.id === Number(query.tag_id))) &&
            (query.type === undefined || material.type === query.type) &&
            (query.category_id === undefined ||
              (Number(query.category_id) === 0
                ? material.categories.length === 0
                : material.categories.some((c) => c.id === Number(query.category_id)))),
        );
        return {
          data: rows.slice((page - 1) * size, page * size).map((row) => ({ ...row })),
          total: rows.length,
          current_page: page,
          per_page: size,
          last_page: Math.max(1, Math.ceil(rows.length / size)),
        };
      }
      case 'GET /distribution/userMaterialTag/':
        return state.tags.map((tag) => ({ ...tag }));
      case 'POST /distribution/userMaterialTag': {
        const tag = {
          id: nextId++,
          name: String(body.name),
          material_count: 0,
          created_at: new Date().toISOString(),
        };
        state.tags.push(tag);
        return tag;
      }
      case 'GET /distribution/userMaterialCategory':
        return treeOf(state.categories);
      case 'POST /distribution/userMaterialCategory': {
        const parentId = Number(body.parent_id ?? 0);
        const category = {
          id: nextId++,
          name: String(body.name),
          parent_id: parentId,
          sort: state.categories.filter((c) => c.parent_id === parentId).length + 1,
          material_count: 0,
        };
        state.categories.push(category);
        return category;
      }
      case 'POST /distribution/userMaterialCategory/updateSort': {
        (body.ids as number[]).forEach((id, index) => {
          const category = state.categories.find((c) => c.id === id);
          if (category) category.sort = index + 1;
        });
        return treeOf(state.categories);
      }
      case 'POST /distribution/material/deletes': {
        const gone = new Set(byId(body.ids).map((material) => material.id));
        state.materials = state.materials.filter((material) => !gone.has(material.id));
        return { changed: gone.size };
      }
      case 'POST /distribution/material/names': {
        for (const item of body.items as Array<{ id: number; name: string }>) {
          byId([item.id])[0]!.name = item.name;
        }
        return { changed: (body.items as unknown[]).length };
      }
      case 'POST /distribution/material/tags': {
        const tags = state.tags.filter((tag) => (body.tag_ids as number[]).includes(tag.id));
        for (const material of byId(body.ids)) {
          const kept = body.mode === 'replace' ? [] : material.tags;
          material.tags =
            body.mode === 'remove'
              ? material.tags.filter((tag) => !tags.some((t) => t.id === tag.id))
              : [...kept.filter((tag) => !tags.some((t) => t.id === tag.id)), ...tags];
        }
        return { changed: (body.ids as unknown[]).length };
      }
      case 'POST /distribution/material/share':
        for (const material of byId(body.ids)) material.is_shared = body.is_shared === 0 ? 0 : 1;
        return { changed: (body.ids as unknown[]).length };
      case 'POST /distribution/material/exportMaterial':
        return {
          url: 'https://files.test/export.zip',
          key: 'e.zip',
          name: '素材导出.zip',
          count: 1,
          size: 9,
        };
      case 'POST /distribution/material/searchImage':
        return {
          hash: '0000000000000000',
          data: state.materials.map((material, index) => ({ ...material, distance: index * 3 })),
        };
      case 'POST /distribution/material/urlMaterial': {
        const material = fakeMaterial(
          String(body.url)
            .split('/')
            .pop()!
            .replace(/\.[^.]+$/, ''),
        );
        state.materials.unshift(material);
        return material;
      }
      case 'GET /distribution/userConfig/uploadMaterial':
        return { ...state.uploadSettings };
      case 'PUT /distribution/userConfig/uploadMaterial':
        state.uploadSettings = { ...state.uploadSettings, ...body };
        return { ...state.uploadSettings };
      default:
        throw business(`fake: ${key} 未实现`);
    }
  }

  async function handle<T>(call: RecordedCall): Promise<T> {
    state.calls.push(call);
    await Promise.resolve();
    try {
      return answer(call) as T;
    } catch (error) {
      if (error instanceof ApiError) notifier.message('error', error.msg, 3);
      throw error;
    }
  }

  const record = (body: RequestBody | undefined) =>
    body instanceof FormData ? Object.fromEntries(body.entries()) : body;

  state.client = {
    ...base,
    get: (path: string, options?: CallOptions) =>
      handle({ method: 'GET', path, query: options?.query }),
    post: (path: string, body?: RequestBody) =>
      handle({ method: 'POST', path, body: record(body) }),
    put: (path: string, body?: RequestBody) => handle({ method: 'PUT', path, body: record(body) }),
    delete: (path: string) => handle({ method: 'DELETE', path }),
  };
  // The signed form is a GET too; answer it beside the materials routes.
  const get = state.client.get;
  state.client.get = <T>(path: string, options?: CallOptions): Promise<T> =>
    path === '/admin/ossUpload'
      ? Promise.resolve({
          accessid: 'a',
          dir: 'u/1/',
          policy: 'p',
          callback: 'c',
          signature: 's',
          host: 'http://fake.invalid/upload',
          expire: 0,
          max_size: 0,
        } as T)
      : get<T>(path, options);
  return state;
}
