import type {
  DeleteMessagesBody,
  MarkReadBody,
  Message,
  MessageChange,
  MessageListQuery,
  MessagePage,
  MessagesSent,
  SendPlatformMessageBody,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { pageQueryFields, paginatorOf } from '../../http/paging.js';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';

export const MessageTypeSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  title: '消息类型',
  description: '1 平台消息，2 订单消息，3 交易消息',
});
export const MessageStatusSchema = Type.Union([Type.Literal(1), Type.Literal(2)], {
  title: '消息状态',
  description: '2 未读，1 已读',
});

export const MessageSchema = wireSchema<Message>()(
  Type.Object({
    id: Type.Integer(),
    description: Type.String({ description: '纯文本' }),
    created_at: Type.String({ format: 'date-time' }),
    status: MessageStatusSchema,
    type: MessageTypeSchema,
  }),
);
const UnreadSchema = Type.Object(
  { 1: Type.Integer(), 2: Type.Integer(), 3: Type.Integer() },
  { description: '各类型未读数' },
);
export const MessagePageSchema = wireSchema<MessagePage>()(
  Type.Object({
    ...paginatorOf(MessageSchema).properties,
    unread: UnreadSchema,
  }),
);
export const MessagesSentSchema = wireSchema<MessagesSent>()(Type.Object({ sent: Type.Integer() }));
export const MessageChangeSchema = wireSchema<MessageChange>()(
  Type.Object({
    changed: Type.Integer({ description: '本次标记或删除的条数' }),
    unread: UnreadSchema,
    user_unread_messages: Type.Integer({ description: '全部未读数' }),
  }),
);

export const MessageQuery = requestSchema<MessageListQuery>()(
  Type.Object({
    type: Type.Optional(MessageTypeSchema),
    user_id: Type.Optional(Type.Integer({ title: '用户 id', minimum: 1 })),
    status: Type.Optional(MessageStatusSchema),
    ...pageQueryFields({ maxPageSize: 50, defaultPageSize: 10 }),
  }),
);
const MessageIds = Type.Array(Type.Integer({ minimum: 1 }), {
  title: '消息 id 列表',
  minItems: 1,
  maxItems: 500,
});
/** The whole body may be left out: then every message is marked read. */
export const ReadsBody = requestSchema<MarkReadBody>()(
  Type.Optional(
    Type.Object({
      ids: Type.Optional(MessageIds),
      type: Type.Optional(MessageTypeSchema),
    }),
  ),
);
export const DeleteBody = requestSchema<DeleteMessagesBody>()(Type.Object({ ids: MessageIds }));
export const SendBody = requestSchema<SendPlatformMessageBody>()(
  Type.Object({
    description: Type.String({ title: '消息内容', minLength: 1, maxLength: 2000 }),
    user_id: Type.Optional(Type.Integer({ title: '接收用户 id', minimum: 1 })),
    to_all: Type.Optional(Type.Boolean({ title: '发送给全站用户' })),
  }),
);
