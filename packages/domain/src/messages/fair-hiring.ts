/** The Employment Security Act guard: the warning on template questions, each topic's reason, the referee's note. */
import { defineNamespace } from './define.ts';

export const fairHiring = defineNamespace(
  {
    warningTitle: '職業安定法により収集が認められない事項に触れている可能性があります',
    warningBody:
      '応募者の適性・能力に関係のない事項（本籍・出生地、家族、住宅状況、思想・信条、宗教、支持政党、労働組合、健康状態など）を推薦者に尋ねることはできません。質問の内容をご確認ください。',
    confirm: '内容を確認し、このまま保存する',
    topic_origin: '本籍・出生地に関すること',
    topic_family: '家族に関すること（職業・続柄・健康・学歴・収入など）',
    topic_housing: '住宅状況や生活環境・家庭環境に関すること',
    topic_religion: '宗教に関すること',
    topic_politics: '支持政党に関すること',
    topic_beliefs: '人生観・生活信条、尊敬する人物、思想、愛読書などに関すること',
    topic_union: '労働組合への加入や学生運動など社会運動に関すること',
    topic_health: '業務に必要と認められない健康状態や病歴に関すること',
    refereeNote:
      '候補者の本籍・出生地、家族、思想・信条、宗教、支持政党、労働組合、健康状態などの事項は記入しないでください。',
  },
  {
    warningTitle: 'This may touch matters the Employment Security Act does not allow recruiters to collect',
    warningBody:
      "You may not ask referees about matters unrelated to a candidate's aptitude and ability (family register or birthplace, family, housing, beliefs, religion, political party, union membership, health and the like). Please review the question.",
    confirm: 'I have reviewed it; save as it is',
    topic_origin: 'Family register or birthplace',
    topic_family: 'Family (occupation, relationship, health, education, income and the like)',
    topic_housing: 'Housing, living or home environment',
    topic_religion: 'Religion',
    topic_politics: 'Political party',
    topic_beliefs: 'Outlook on life, beliefs, respected people, ideology, favourite books and the like',
    topic_union: 'Union membership or social movements such as student activism',
    topic_health: 'Health or medical history not needed for the job',
    refereeNote:
      "Please do not write about the candidate's family register or birthplace, family, beliefs, religion, political party, union membership or health.",
  },
  {
    warningTitle: '可能涉及《职业安定法》不允许收集的事项',
    warningBody:
      '不得向推荐人询问与应聘者的适应性和能力无关的事项（户籍或出生地、家庭、住房情况、思想信条、宗教、支持的政党、工会、健康状况等）。请确认问题内容。',
    confirm: '已确认内容，按原样保存',
    topic_origin: '户籍、出生地相关事项',
    topic_family: '家庭相关事项（职业、亲属关系、健康、学历、收入等）',
    topic_housing: '住房情况、生活环境或家庭环境相关事项',
    topic_religion: '宗教相关事项',
    topic_politics: '支持的政党相关事项',
    topic_beliefs: '人生观、生活信条、崇拜的人物、思想、爱读书籍等相关事项',
    topic_union: '加入工会或学生运动等社会运动相关事项',
    topic_health: '业务上无必要的健康状况或病史相关事项',
    refereeNote: '请勿填写候选人的户籍或出生地、家庭、思想信条、宗教、支持的政党、工会、健康状况等事项。',
  },
);
