import { operatorCatalog, resellerCatalog } from './catalog.js';

/** The Chinese label of every button permission the menu knows (shown in 角色管理 and in refusals). */
export const operateLabels: Record<string, string> = {
  accept: '验收',
  add: '新增',
  addCart: '加入购物车',
  apply: '申请',
  approve: '审核通过',
  authorize: '授权店铺',
  bind: '绑定',
  buy: '购买',
  cancel: '取消',
  category: '分类',
  changePassword: '修改密码',
  changePhone: '修改手机',
  checkout: '结算',
  close: '关闭',
  confirm: '确认完成',
  collect: '收藏',
  create: '创建',
  delete: '删除',
  deliver: '交付',
  design: '设计',
  download: '下载',
  downloadTemplate: '下载模板',
  edit: '编辑',
  export: '导出',
  import: '导入',
  pay: '支付',
  preview: '预览',
  print: '打印',
  publish: '发布',
  read: '已读',
  reject: '驳回',
  rename: '重命名',
  reply: '回复',
  reprint: '重新生成',
  revise: '申请修改',
  save: '保存',
  saveAs: '另存为',
  schedule: '排产',
  share: '分享',
  ship: '发货',
  sort: '排序',
  submit: '提交',
  sync: '同步',
  tag: '标签',
  take: '接单',
  transform: '转换',
  unbind: '解绑',
  upload: '上传',
};

const screenNames = new Map(
  [...resellerCatalog, ...operatorCatalog].flatMap((group) =>
    group.screens.map((screen) => [screen.component, screen.name] as const),
  ),
);

/** '订单管理「支付」' for 'orderAdmin.pay'; '任一页面的「支付」' for '*.pay'. */
export function permissionLabel(permission: string): string {
  const [component = '', operate] = permission.split('.', 2);
  const screen = component === '*' ? '任一页面' : (screenNames.get(component) ?? component);
  return operate ? `${screen}「${operateLabels[operate] ?? operate}」` : screen;
}
