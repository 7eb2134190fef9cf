import type { AddFromUrlBody, MaterialExportBody, MaterialSearchBody } from '@podkit/sdk-core';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import type { MaterialExport, MaterialFlag, MaterialSearchResult } from '@podkit/sdk-core';
import fsp from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { invalid, ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { extensionOf, type StorageDriver } from '../../storage/index.js';
import { checkUploadContent } from '../uploads/index.js';
import { discardStaged, receiveUpload } from '../uploads/index.js';
import { isUploadExtension, uploadExtensions } from '../uploads/index.js';
import {
  hashOfImage,
  hashOfMaterial,
  hashOfStoredFile,
  keyOfStorageUrl,
  nearestMaterials,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_DEFAULT_MAX_DISTANCE,
  SEARCH_MAX_LIMIT,
} from './image-search.js';
import { exportMaterials, idsWhere } from './material-export.js';
import { materialFilter, toMaterials } from './material-queries.js';
import { urlMaker } from './material-url.js';
import { ownedBy, ownerOf, type Owner } from './owner.js';
import { assertOwnedIds } from './ownership.js';
import { hashToHex } from './perceptual-hash.js';
import { materials } from './schema.js';
import { addMaterialFromUrl, privateFetchAllowed } from './url-material.js';
import {
  bearer,
  filterFields,
  IdSchema,
  MaterialIdsSchema,
  MaterialNameSchema,
  MaterialSchema,
} from './wire-schemas.js';

/** Largest query image sent straight to the search. */
const SEARCH_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

const ExportBody = requestSchema<MaterialExportBody>()(
  Type.Object({ ids: Type.Optional(MaterialIdsSchema), ...filterFields }),
);

const SearchBody = requestSchema<MaterialSearchBody>()(
  Type.Object({
    key: Type.Optional(Type.String({ title: '图片存储路径', minLength: 1, maxLength: 512 })),
    url: Type.Optional(Type.String({ title: '图片地址', minLength: 1, maxLength: 2048 })),
    material_id: Type.Optional(IdSchema('素材 id')),
    limit: Type.Optional(
      Type.Integer({ title: '最多返回条数', minimum: 1, maximum: SEARCH_MAX_LIMIT }),
    ),
    max_distance: Type.Optional(Type.Integer({ title: '最大汉明距离', minimum: 0, maximum: 64 })),
  }),
);

const UrlBody = requestSchema<AddFromUrlBody>()(
  Type.Object({
    url: Type.String({ title: '图片地址', minLength: 1, maxLength: 2048 }),
    name: Type.Optional(MaterialNameSchema),
  }),
);

const MaterialExportSchema = wireSchema<MaterialExport>()(
  Type.Object({
    url: Type.String(),
    key: Type.String(),
    name: Type.String(),
    count: Type.Integer(),
    size: Type.Integer(),
  }),
);

const SearchResultSchema = wireSchema<MaterialSearchResult>()(
  Type.Object({
    data: Type.Array(
      Type.Object({
        ...MaterialSchema.properties,
        distance: Type.Integer({ description: '汉明距离，0 为同一张图' }),
      }),
    ),
    hash: Type.String({ description: '查询图片的感知哈希（16 位十六进制）' }),
  }),
);

function optionalInt(value: string | undefined, field: string, min: number, max: number) {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw invalid(`${field} 应为 ${min} 到 ${max} 之间的整数`);
  return n;
}

/** Export, search by image and add from URL: the calls that read or write whole files. */
export const materialFileRoutes: FastifyPluginAsync<{ storage: StorageDriver }> = async (
  root,
  { storage },
) => {
  await root.register(multipart, {
    limits: { fileSize: SEARCH_UPLOAD_MAX_BYTES + 1, files: 1, fields: 10, parts: 12 },
  });
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const stagingDir = path.join(app.config.dataDir, 'tmp', 'materials');

  app.post(
    '/distribution/material/exportMaterial',
    {
      config: { permission: 'myGallery.export' },
      schema: {
        tags: ['materials'],
        summary: '导出素材：原图与素材清单（xlsx：名称、标签、分类…）打包为一个 zip，答复下载地址',
        description:
          '给出 ids 时导出这些素材（须全部属于自己）；不给 ids 时导出符合筛选条件（同素材列表）的全部素材。一次最多 1000 个。',
        security: bearer,
        body: ExportBody,
        response: { 200: envelopeOf(MaterialExportSchema) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { ids, ...filters } = request.body;
      let where;
      if (ids) {
        await assertOwnedIds(app.db, materials, owner, ids, '素材');
        where = idsWhere(ownedBy(materials, owner), ids);
      } else {
        where = await materialFilter(
          app.db,
          owner,
          'mine',
          {
            ...filters,
            include_children: filters.include_children as MaterialFlag | undefined,
            is_shared: filters.is_shared as MaterialFlag | undefined,
          },
          request.site.timeZone,
        );
      }
      const result = await exportMaterials(app.db, storage, owner, where, urlMaker(request));
      return ok(result, `已导出 ${result.count} 个素材`);
    },
  );

  app.post(
    '/distribution/material/searchImage',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['materials'],
        summary: '以图搜图：按感知哈希的汉明距离在我的素材中查找，最相近的在前',
        description:
          'JSON：key（自己上传的文件路径）、url（本站存储的图片地址）或 material_id 三选一；' +
          '或 multipart/form-data，图片放在 file 字段（最大 20 MB）。limit 默认 20，max_distance 默认 16（0–64）。',
        consumes: ['application/json', 'multipart/form-data'],
        security: bearer,
        body: SearchBody,
        response: { 200: envelopeOf(SearchResultSchema) },
      },
      // A multipart body is read by the handler; only a JSON body goes through the schema.
      preValidation: async (request) => {
        if (request.isMultipart()) request.body = {};
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const query = request.isMultipart()
        ? await searchQueryFromUpload(request, stagingDir)
        : await searchQueryFromBody(app.db, storage, owner, request.body ?? {});
      const matches = await nearestMaterials(app.db, owner, query.hash, {
        limit: query.limit ?? SEARCH_DEFAULT_LIMIT,
        maxDistance: query.maxDistance ?? SEARCH_DEFAULT_MAX_DISTANCE,
      });
      const rows = await toMaterials(
        app.db,
        matches.map((match) => match.row),
        owner,
        urlMaker(request),
      );
      return ok({
        data: rows.map((row, index) => ({ ...row, distance: matches[index]?.distance ?? 64 })),
        hash: hashToHex(query.hash),
      });
    },
  );

  app.post(
    '/distribution/material/urlMaterial',
    {
      config: { permission: 'myGallery.upload' },
      schema: {
        tags: ['materials'],
        summary:
          '通过网址添加素材：服务器读取图片（仅 http/https，最大 50 MB，10 秒超时，拒绝内网与本机地址）',
        security: bearer,
        body: UrlBody,
        response: { 200: envelopeOf(MaterialSchema) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const row = await addMaterialFromUrl(app.db, storage, stagingDir, owner, {
        url: request.body.url,
        name: request.body.name === undefined ? undefined : request.body.name.trim() || undefined,
        allowPrivate: privateFetchAllowed(),
      });
      const [material] = await toMaterials(app.db, [row], owner, urlMaker(request));
      return ok(material ?? null, '素材已添加');
    },
  );
};

interface SearchQuery {
  hash: bigint;
  limit: number | undefined;
  maxDistance: number | undefined;
}

async function searchQueryFromBody(
  db: Parameters<typeof hashOfMaterial>[0],
  storage: StorageDriver,
  owner: Owner,
  body: MaterialSearchBody,
): Promise<SearchQuery> {
  const given = [body.key, body.url, body.material_id].filter((v) => v !== undefined).length;
  if (given !== 1) throw invalid('请提供 key、url、material_id 中的一个，或以 file 字段上传图片');
  let hash: bigint;
  if (body.material_id !== undefined) {
    hash = await hashOfMaterial(db, owner, body.material_id);
  } else {
    const key = body.key ?? keyOfStorageUrl(body.url ?? '');
    if (!key) throw invalid('只能用本站存储的图片地址搜索，或直接上传图片');
    hash = await hashOfStoredFile(db, storage, owner, key);
  }
  return { hash, limit: body.limit, maxDistance: body.max_distance };
}

async function searchQueryFromUpload(
  request: FastifyRequest,
  stagingDir: string,
): Promise<SearchQuery> {
  const received = await receiveUpload(request, stagingDir, async (_fields, filename) => ({
    authorised: filename,
    minBytes: 1,
    maxBytes: SEARCH_UPLOAD_MAX_BYTES,
    displayName: filename || '搜索图片',
  }));
  try {
    const name = received.file.filename || '搜索图片';
    const ext = extensionOf(name);
    if (!isUploadExtension(ext)) {
      throw invalid(
        `不支持的文件类型：${ext ? `.${ext}` : '无扩展名'}，仅支持 ${uploadExtensions.join('、')}`,
      );
    }
    await checkUploadContent(received.file.path, ext, name);
    const hash = await hashOfImage(await fsp.readFile(received.file.path), ext);
    return {
      hash,
      limit: optionalInt(received.fields.limit, 'limit', 1, SEARCH_MAX_LIMIT),
      maxDistance: optionalInt(received.fields.max_distance, 'max_distance', 0, 64),
    };
  } finally {
    await discardStaged(received.file);
  }
}
