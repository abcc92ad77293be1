/**
 * The Employment Security Act guard (職業安定法 Art. 5-5 and the MHLW guideline 「公正な採用選考の基本」): matters a
 * recruiter must not collect, because they have nothing to do with aptitude and ability. A question that mentions one
 * is a warning the company must confirm with the reason shown (a mention is not always a request: 「ご家族の事情で
 * 退職された場合…」 may be fine), so the terms are plain substrings, in jp, en and cn, chosen not to hit the default
 * question sets (checked by a test).
 */

export const FAIR_HIRING_TOPICS = [
  'origin',
  'family',
  'housing',
  'religion',
  'politics',
  'beliefs',
  'union',
  'health',
] as const;
export type FairHiringTopic = (typeof FAIR_HIRING_TOPICS)[number];

const TERMS: Record<FairHiringTopic, readonly string[]> = {
  // 本籍・出生地 (出身校/出身大学 are about education and fine: only 出身地).
  origin: [
    '本籍',
    '出生地',
    '出身地',
    '生まれ故郷',
    '戸籍',
    'birthplace',
    'place of birth',
    'where were you born',
    'where was the candidate born',
    'hometown',
    'family register',
    '籍贯',
    '户籍',
    '出生地',
    '老家',
  ],
  // 家族に関すること (職業・続柄・健康・地位・学歴・収入・資産など).
  family: [
    '家族',
    '両親',
    '父親',
    '母親',
    '兄弟',
    '姉妹',
    '配偶者',
    '結婚',
    '既婚',
    '未婚',
    '子供',
    '子ども',
    'family',
    'parents',
    'father',
    'mother',
    'sibling',
    'spouse',
    'married',
    'marital',
    'children',
    '家人',
    '家庭成员',
    '父母',
    '父亲',
    '母亲',
    '兄弟姐妹',
    '配偶',
    '婚姻',
    '结婚',
    '子女',
  ],
  // 住宅状況、生活環境・家庭環境.
  housing: [
    '持ち家',
    '賃貸',
    '間取り',
    '住宅',
    '家庭環境',
    '生活環境',
    'own a home',
    'own their home',
    'housing',
    'rent or own',
    'home environment',
    '住房',
    '房产',
    '租房',
    '家庭环境',
    '生活环境',
  ],
  religion: ['宗教', '信仰', '宗派', 'religion', 'religious', 'faith', '宗教', '信仰'],
  politics: ['支持政党', '政党', '政治的', 'political', 'which party', '政党', '政治倾向'],
  // 人生観・生活信条、尊敬する人物、思想、購読新聞・雑誌・愛読書.
  beliefs: [
    '人生観',
    '信条',
    '思想',
    '尊敬する人物',
    '愛読書',
    '購読',
    'ideology',
    'beliefs',
    'philosophy of life',
    'most respected person',
    'favorite book',
    'newspaper',
    '人生观',
    '信条',
    '思想',
    '崇拜的人',
    '订阅',
  ],
  // 労働組合・学生運動など社会運動.
  union: [
    '労働組合',
    '組合活動',
    '学生運動',
    '社会運動',
    'union',
    'activism',
    'protest',
    '工会',
    '社会运动',
    '学生运动',
  ],
  // 合理的に必要と認められない健康情報.
  health: ['病歴', '持病', '既往', '通院', 'medical history', 'illness', 'disease', '病史', '病历', '疾病'],
};

export interface FairHiringHit {
  topic: FairHiringTopic;
  /** The term found, as written in the list. */
  term: string;
}

/** The topics a question's text touches, each once, in FAIR_HIRING_TOPICS order. */
export function fairHiringHits(text: string): FairHiringHit[] {
  const folded = text.normalize('NFKC').toLowerCase();
  const hits: FairHiringHit[] = [];
  for (const topic of FAIR_HIRING_TOPICS) {
    const term = TERMS[topic].find((t) => folded.includes(t.toLowerCase()));
    if (term) hits.push({ topic, term });
  }
  return hits;
}

/** Hits for a set of questions, keyed by question key; questions without hits are left out. */
export function fairHiringReview(
  questions: readonly { key: string; text: string }[],
): { key: string; hits: FairHiringHit[] }[] {
  return questions
    .map((q) => ({ key: q.key, hits: fairHiringHits(q.text) }))
    .filter((q) => q.hits.length > 0);
}

/** A question of a per-language question set that touches a topic, for the warning the company must confirm. */
export interface FairHiringQuestionHit {
  lang: string;
  key: string;
  text: string;
  hits: FairHiringHit[];
}

type QuestionList = readonly { key: string; text: string }[];

/**
 * Hits in question sets kept per language (templates, a candidate's questions), jp first. The default questions
 * pass (tested), so in practice only the company's own questions are reported.
 */
export function questionSetsFairHiringReview(
  sets: Readonly<
    Record<string, { descriptions?: QuestionList; selections?: QuestionList } | null | undefined>
  >,
): FairHiringQuestionHit[] {
  const out: FairHiringQuestionHit[] = [];
  for (const [lang, set] of Object.entries(sets)) {
    if (!set) continue;
    for (const q of [...(set.descriptions ?? []), ...(set.selections ?? [])]) {
      const hits = fairHiringHits(q.text);
      if (hits.length > 0) out.push({ lang, key: q.key, text: q.text, hits });
    }
  }
  return out;
}
