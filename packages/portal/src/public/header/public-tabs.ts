export interface PublicTab {
  label: string;
  to: string;
  /** Other paths on which the tab shows as the current one. */
  alsoCurrentOn?: string[];
}

/** The public header's tabs (spec 2); 通用商品 only when there are general goods. */
export function publicTabs(showGeneralGoods: boolean): PublicTab[] {
  return [
    { label: '首页', to: '/home/homePage' },
    {
      label: '产品定制',
      to: '/home/productCustom',
      alsoCurrentOn: [
        '/home/productDesign',
        '/home/productDesignDetail',
        '/home/productDirect',
        '/home/producUsLocal',
      ],
    },
    ...(showGeneralGoods
      ? [
          {
            label: '通用商品',
            to: '/home/generalGoods',
            alsoCurrentOn: ['/home/generalGoodsDetail'],
          },
        ]
      : []),
    { label: '帮助中心', to: '/home/helpCenter', alsoCurrentOn: ['/helpCenter'] },
  ];
}
