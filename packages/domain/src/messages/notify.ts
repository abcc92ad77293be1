/** Titles of notifications (toasts and alerts). */
import { defineNamespace } from './define.ts';

export const notify = defineNamespace(
  {
    success: '成功',
    error: 'エラー',
    warning: '注意',
    info: 'お知らせ',
    copied: 'コピーしました',
    copyFailed: 'コピーに失敗しました',
    saved: '保存しました',
  },
  {
    success: 'Success',
    error: 'Error',
    warning: 'Warning',
    info: 'Notice',
    copied: 'Copied',
    copyFailed: 'Copy failed',
    saved: 'Saved',
  },
  {
    success: '成功',
    error: '错误',
    warning: '注意',
    info: '通知',
    copied: '已复制',
    copyFailed: '复制失败',
    saved: '已保存',
  },
);
