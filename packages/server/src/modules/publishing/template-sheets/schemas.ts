import type {
  MarketplaceChoice,
  TemplateRecord,
  TemplateRecordQuery as TemplateRecordListInput,
  TemplateRecordRemark,
  TemplateSheet,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields } from '../../../http/paging.js';
import { requestSchema, wireSchema } from '../../../http/wire-schema.js';
import { PlatformSchema } from '../schemas.js';

const KindSchema = Type.Union([Type.Literal('import'), Type.Literal('export')], {
  title: '类型',
  description: 'import 导入，export 导出',
});

export const TemplateRecordSchema = wireSchema<TemplateRecord>()(
  Type.Object({
    id: Type.Integer(),
    kind: KindSchema,
    platform: PlatformSchema,
    file_name: Type.String({ title: '文件名' }),
    file_url: Type.String({ title: '文件', description: '私有文件，链接短时有效' }),
    operator: Type.String({ title: '操作人' }),
    total_rows: Type.Integer({ title: '数据行数' }),
    ok_rows: Type.Integer({ title: '成功行数' }),
    failed_rows: Type.Integer({ title: '失败行数' }),
    error_rows: Type.Array(
      Type.Object({
        row_number: Type.Integer({ title: '行号' }),
        reason: Type.String({ title: '错误原因' }),
      }),
    ),
    remark: Type.String({ title: '备注' }),
    created_at: Type.String({ format: 'date-time' }),
  }),
);

export const TemplateSheetSchema = wireSchema<TemplateSheet>()(
  Type.Object({ url: Type.String(), name: Type.String() }),
);

export const PlatformQuery = requestSchema<MarketplaceChoice>()(
  Type.Object({ platform: PlatformSchema }),
);
export const PlatformBody = requestSchema<MarketplaceChoice>()(
  Type.Object({ platform: PlatformSchema }),
);

export const TemplateRecordQuery = requestSchema<TemplateRecordListInput>()(
  Type.Object({
    kind: Type.Optional(KindSchema),
    platform: Type.Optional(PlatformSchema),
    ...pageQueryFields({ defaultPageSize: 20, maxPageSize: 100 }),
  }),
);

export const RemarkBody = requestSchema<TemplateRecordRemark>()(
  Type.Object({
    remark: Type.String({ title: '备注', maxLength: 500 }),
  }),
);
