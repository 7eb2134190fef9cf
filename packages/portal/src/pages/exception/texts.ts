/** The error pages' texts of spec section 2, word for word. */
export const exceptionTexts = {
  403: '抱歉，你无权访问该页面',
  404: '抱歉，你访问的页面不存在或仍在开发中',
  500: '抱歉，服务器出错了',
} as const;

export type ExceptionCode = keyof typeof exceptionTexts;
