/**
 * Mail to a client company's main account (issue 38 item 5): checks that were never completed will be deleted in
 * 14 days (180 days after their deadline), sent once per check by the retention job (modules/retention).
 */
import { UNFINISHED_PURGE_DAYS as DAYS } from '@refcheck/domain/privacy/unfinished-checks';
import { defineMail } from '../define.ts';

interface UnfinishedPurgeData {
  companyName: string;
  staffName: string;
  /** How many checks. */
  count: number;
  /** The first candidates' names (at most 20), the oldest deadline first. */
  names: string[];
  /** The day the checks are deleted, already formatted for the recipient's language. */
  purgeOn: string;
  /** The candidate list. */
  listUrl: string;
}

const LIST = 'https://refcheck.example/company';
const more = (d: UnfinishedPurgeData) => d.count - d.names.length;

export const companyUnfinishedChecksPurge = defineMail<UnfinishedPurgeData>({
  name: 'companyUnfinishedChecksPurge',
  audience: 'company',
  frame: (d) => ({ companyName: d.companyName }),
  sample: {
    jp: {
      companyName: '株式会社アクメ',
      staffName: '山田 太郎',
      count: 2,
      names: ['佐藤 花子', '鈴木 一郎'],
      purgeOn: '2026年12月12日',
      listUrl: LIST,
    },
    en: {
      companyName: 'Acme Inc.',
      staffName: 'Taro Yamada',
      count: 2,
      names: ['Hanako Sato', 'Ichiro Suzuki'],
      purgeOn: '12/12/2026',
      listUrl: LIST,
    },
    cn: {
      companyName: '艾克米株式会社',
      staffName: '王 伟',
      count: 2,
      names: ['李 娜', '张 伟'],
      purgeOn: '12/12/2026',
      listUrl: LIST,
    },
  },
  texts: {
    jp: (d) => ({
      subject: `【Refcheck】未完了のリファレンスチェック${d.count}件を${d.purgeOn}に削除します`,
      greeting: `${d.staffName}様`,
      paragraphs: [
        `回答期限を過ぎたまま完了していないリファレンスチェックが${d.count}件あります。回答期限から${DAYS}日を過ぎた未完了のチェックは、個人情報保護のため削除します。${d.purgeOn}以降に、候補者・推薦者の情報と回答をすべて削除します。`,
        '引き続き必要な場合は、それまでに回答期限を延長してください。回答済みの内容を残す場合は、レポートを保存してください。',
      ],
      details: [
        ['件数', `${d.count}件`],
        ['削除予定日', d.purgeOn],
        ['候補者', d.names.join('、') + (more(d) > 0 ? `　ほか${more(d)}件` : '')],
      ],
      action: { label: '候補者一覧を開く', url: d.listUrl },
    }),
    en: (d) => ({
      subject: `[Refcheck] ${d.count} unfinished reference check${d.count === 1 ? '' : 's'} will be deleted on ${d.purgeOn}`,
      greeting: `Dear ${d.staffName},`,
      paragraphs: [
        `${d.count} reference check${d.count === 1 ? ' is' : 's are'} past the deadline and not completed. To protect personal data, checks not completed ${DAYS} days after their deadline are deleted: on or after ${d.purgeOn}, the candidates’ and referees’ details and all answers will be deleted.`,
        'If you still need a check, extend its deadline before then. To keep the answers given so far, save the report.',
      ],
      details: [
        ['Checks', String(d.count)],
        ['Deleted on', d.purgeOn],
        ['Candidates', d.names.join(', ') + (more(d) > 0 ? ` and ${more(d)} more` : '')],
      ],
      action: { label: 'Open the candidate list', url: d.listUrl },
    }),
    cn: (d) => ({
      subject: `【Refcheck】${d.count}项未完成的背景调查将于${d.purgeOn}删除`,
      greeting: `${d.staffName} 您好：`,
      paragraphs: [
        `有${d.count}项背景调查已过回答期限且仍未完成。为保护个人信息，回答期限过后${DAYS}天仍未完成的调查将被删除：自${d.purgeOn}起，将删除候选人和推荐人的信息及全部回答。`,
        '如仍需要，请在此之前延长回答期限。如需保留已有的回答，请保存报告。',
      ],
      details: [
        ['数量', `${d.count}项`],
        ['删除日期', d.purgeOn],
        ['候选人', d.names.join('、') + (more(d) > 0 ? ` 等另外${more(d)}项` : '')],
      ],
      action: { label: '打开候选人列表', url: d.listUrl },
    }),
  },
});
