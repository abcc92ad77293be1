import type { CatalogShape } from '../../types.ts';
import type { common as jp } from '../jp/common.ts';

export const common: CatalogShape<typeof jp> = {
  appName: 'Refcheck',
  comingSoon: {
    badge: '即将推出',
    text: '该功能正在开发中，敬请期待。',
  },
  actions: {
    copy: '复制',
    copied: '已复制',
    backHome: '返回首页',
    backToLogin: '前往登录',
    close: '关闭',
    cancel: '取消',
    retry: '重新加载',
  },
  errors: {
    network: '发生通信错误',
    unexpected: '发生意外错误',
    tooManyRequests: '请求过多，请稍后再试。',
    loadFailed: '加载失败',
    errorCode: '错误代码：{{code}}',
  },
  language: { label: '显示语言' },
  pagination: { first: '第一页', previous: '上一页', next: '下一页', last: '最后一页' },
};
