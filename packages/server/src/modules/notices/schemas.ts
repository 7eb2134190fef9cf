import type { AdminNotice, Notice, NoticeDetail, NoticeInput, PageQuery } from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields } from '../../http/paging.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

const noticeFields = {
  id: Type.Integer(),
  title: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  desc: Type.String({ description: '富文本 HTML（保存时已过滤）' }),
  is_login_alert: Type.Boolean({ description: 'true = 进入工作台时弹窗提示' }),
};
export const NoticeSchema = wireSchema<Notice>()(Type.Object(noticeFields));
export const NoticeDetailSchema = wireSchema<NoticeDetail>()(
  Type.Object({
    ...noticeFields,
    prev_id: Type.Union([Type.Integer(), Type.Null()], { description: '上一条（更新的）公告' }),
    next_id: Type.Union([Type.Integer(), Type.Null()], { description: '下一条（更早的）公告' }),
  }),
);
export const AdminNoticeSchema = wireSchema<AdminNotice>()(
  Type.Object({
    ...noticeFields,
    published: Type.Boolean({ description: 'false = 草稿，仅运营人员可见' }),
    updated_at: Type.String({ format: 'date-time' }),
  }),
);

export const NoticeQuery = requestSchema<PageQuery>()(
  Type.Object(pageQueryFields({ maxPageSize: 50, defaultPageSize: 10 })),
);
export const NoticeParams = Type.Object({ id: Type.Integer({ title: '公告 id', minimum: 1 }) });

const noticeInputFields = {
  title: Type.String({ title: '标题', minLength: 1, maxLength: 200 }),
  desc: Type.String({ title: '内容', maxLength: 200_000, description: '富文本 HTML' }),
  is_login_alert: Type.Boolean({ title: '登录弹窗', default: false }),
  published: Type.Boolean({ title: '是否发布', default: true }),
};
export const CreateNoticeBody = requestSchema<NoticeInput>()(
  Type.Object({
    title: noticeInputFields.title,
    desc: noticeInputFields.desc,
    is_login_alert: Type.Optional(noticeInputFields.is_login_alert),
    published: Type.Optional(noticeInputFields.published),
  }),
);
export const UpdateNoticeBody = requestSchema<Partial<NoticeInput>>()(
  Type.Object({
    title: Type.Optional(noticeInputFields.title),
    desc: Type.Optional(noticeInputFields.desc),
    is_login_alert: Type.Optional(Type.Boolean({ title: '登录弹窗' })),
    published: Type.Optional(Type.Boolean({ title: '是否发布' })),
  }),
);
