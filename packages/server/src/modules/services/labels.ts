import type { ServiceKind } from '@podkit/sdk-core';

export const kindLabels: Record<ServiceKind, string> = {
  design: '设计服务',
  gallery: '图库服务',
  warehouse: '仓储服务',
};
