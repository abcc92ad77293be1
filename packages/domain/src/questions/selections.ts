/**
 * Default selection questions, answered on the five-level agreement scale. Keys are
 * 'selection_<category>_<n>' and stable: the same question keeps its key in both ranks' sets.
 * Negative questions describe undesirable behaviour; their scores are reversed by the scoring rules.
 */
import type { EvaluationCategory, Polarity } from '../enums.ts';
import type { Labels } from '../lists/labels.ts';

export interface DefaultSelectionQuestion {
  key: string;
  category: EvaluationCategory;
  polarity: Polarity;
  text: Labels;
}

type Entry = readonly [key: string, polarity: Polarity, jp: string, en: string, cn: string];

const ENTRIES: readonly Entry[] = [
  [
    'selection_compliance_1',
    'positive',
    '会社のルールや社内規程を守って業務を行っていた。',
    'Followed company rules and internal regulations in their work.',
    '遵守公司规章和内部制度开展工作。',
  ],
  [
    'selection_compliance_2',
    'negative',
    '機密情報や個人情報の取り扱いに不安を感じることがあった。',
    'There were times when their handling of confidential or personal information gave cause for concern.',
    '在处理机密信息或个人信息方面，曾让人感到不放心。',
  ],
  [
    'selection_compliance_3',
    'positive',
    '社会人としての基本的なマナーやルールを守っていた。',
    'Observed the basic manners and rules expected of a working adult.',
    '遵守作为职场人士应有的基本礼仪和规则。',
  ],
  [
    'selection_attendance_1',
    'positive',
    '遅刻や欠勤がなく、勤怠は安定していた。',
    'Their attendance was stable, without lateness or absences.',
    '没有迟到或缺勤，出勤情况稳定。',
  ],
  [
    'selection_attendance_2',
    'negative',
    '連絡のない遅刻・欠勤や、急な休みが目立つことがあった。',
    'Unannounced lateness, absences or sudden days off were noticeable at times.',
    '曾多次出现未事先联系的迟到、缺勤或临时请假。',
  ],
  [
    'selection_attendance_3',
    'positive',
    '約束の時間や会議の開始時刻を守っていた。',
    'Was punctual for appointments and meetings.',
    '遵守约定时间和会议开始时间。',
  ],
  [
    'selection_responsibility_1',
    'positive',
    '任された仕事を最後まで責任を持ってやり遂げていた。',
    'Took responsibility for the work entrusted to them and saw it through to the end.',
    '对交付的工作负责到底，坚持完成。',
  ],
  [
    'selection_responsibility_2',
    'negative',
    'ミスやトラブルが起きた際に、他人や環境のせいにすることがあった。',
    'When mistakes or problems occurred, they sometimes blamed other people or circumstances.',
    '出现失误或问题时，曾把责任推给他人或环境。',
  ],
  [
    'selection_responsibility_3',
    'positive',
    '自分の役割を理解し、指示を待たずに主体的に行動していた。',
    'Understood their role and acted on their own initiative without waiting for instructions.',
    '理解自己的职责，不等指示便主动采取行动。',
  ],
  [
    'selection_attitude_1',
    'positive',
    '仕事に対して前向きに、意欲を持って取り組んでいた。',
    'Approached their work positively and with motivation.',
    '以积极的态度和热情投入工作。',
  ],
  [
    'selection_attitude_2',
    'positive',
    '周囲のメンバーと協力し、チームワークを大切にしていた。',
    'Cooperated with the people around them and valued teamwork.',
    '与周围成员合作，重视团队协作。',
  ],
  [
    'selection_attitude_3',
    'negative',
    '上司や同僚からの指摘・助言を素直に受け入れられないことがあった。',
    'There were times when they could not accept feedback or advice from supervisors or colleagues openly.',
    '曾无法虚心接受上司或同事的指正和建议。',
  ],
  [
    'selection_attitude_4',
    'positive',
    '新しい知識やスキルを積極的に学ぼうとしていた。',
    'Actively tried to learn new knowledge and skills.',
    '积极学习新的知识和技能。',
  ],
  [
    'selection_accomplishment_1',
    'positive',
    '求められた品質の成果を、期限内に出していた。',
    'Delivered work of the required quality within the deadline.',
    '在期限内交出符合要求质量的成果。',
  ],
  [
    'selection_accomplishment_2',
    'positive',
    '課題に直面したとき、自ら考えて解決策を見出していた。',
    'When facing problems, they thought for themselves and found solutions.',
    '遇到问题时，能够独立思考并找到解决办法。',
  ],
  [
    'selection_accomplishment_3',
    'negative',
    '業務の優先順位をつけられず、仕事が滞ることがあった。',
    'There were times when they could not prioritise and their work stalled.',
    '曾因无法安排工作的优先顺序而导致工作停滞。',
  ],
  [
    'selection_tolerance_1',
    'positive',
    '忙しい時期やプレッシャーのかかる場面でも、落ち着いて対応していた。',
    'Stayed calm even in busy periods and under pressure.',
    '即使在繁忙时期或压力较大的情况下，也能沉着应对。',
  ],
  [
    'selection_tolerance_2',
    'negative',
    '感情の起伏が激しく、周囲に不機嫌な態度を見せることがあった。',
    'Their mood swung sharply and they sometimes showed their irritation to those around them.',
    '情绪起伏较大，曾对周围的人表现出不悦的态度。',
  ],
  [
    'selection_tolerance_3',
    'positive',
    '失敗や厳しい指摘を受けても、気持ちを切り替えて前向きに取り組めていた。',
    'Even after failures or harsh criticism, they could reset and carry on positively.',
    '即使遭遇失败或受到严厉批评，也能调整心态积极面对。',
  ],
  [
    'selection_goodImpression_1',
    'positive',
    '機会があれば、またこの方と一緒に働きたいと思う。',
    'If I had the chance, I would like to work with this person again.',
    '如果有机会，我还想再与此人共事。',
  ],
  [
    'selection_goodImpression_2',
    'positive',
    'この方は、同僚や部下、取引先など身近な人を大切にしている。',
    'This person treats the people close to them, such as colleagues, subordinates and clients, well.',
    '此人善待同事、下属、客户等身边的人。',
  ],
];

export const DEFAULT_SELECTION_QUESTIONS: readonly DefaultSelectionQuestion[] = ENTRIES.map(
  ([key, polarity, jp, en, cn]) => ({
    key,
    category: key.split('_')[1] as EvaluationCategory,
    polarity,
    text: { jp, en, cn },
  }),
);

/** The 16 selection questions of the fulltime (mid-career) set. */
export const FULLTIME_SELECTION_KEYS = [
  'selection_compliance_1',
  'selection_compliance_2',
  'selection_attendance_1',
  'selection_attendance_2',
  'selection_responsibility_1',
  'selection_responsibility_2',
  'selection_attitude_1',
  'selection_attitude_2',
  'selection_attitude_3',
  'selection_accomplishment_1',
  'selection_accomplishment_2',
  'selection_accomplishment_3',
  'selection_tolerance_1',
  'selection_tolerance_2',
  'selection_goodImpression_1',
  'selection_goodImpression_2',
] as const;

/** The 18 selection questions of the rookie (new graduate / early career) set: more on basics and growth. */
export const ROOKIE_SELECTION_KEYS = [
  'selection_compliance_1',
  'selection_compliance_3',
  'selection_attendance_1',
  'selection_attendance_2',
  'selection_attendance_3',
  'selection_responsibility_1',
  'selection_responsibility_2',
  'selection_responsibility_3',
  'selection_attitude_1',
  'selection_attitude_2',
  'selection_attitude_3',
  'selection_attitude_4',
  'selection_accomplishment_1',
  'selection_accomplishment_2',
  'selection_tolerance_1',
  'selection_tolerance_3',
  'selection_goodImpression_1',
  'selection_goodImpression_2',
] as const;
