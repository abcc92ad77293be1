/** The 8 default description (free-text) questions, the same for both ranks. */
import type { Labels } from '../lists/labels.ts';

export interface DefaultDescriptionQuestion {
  key: string;
  text: Labels;
}

export const DEFAULT_DESCRIPTION_QUESTIONS: readonly DefaultDescriptionQuestion[] = [
  {
    key: 'description_1',
    text: {
      jp: '候補者とのご関係と、一緒にお仕事をされていた期間、当時の候補者の担当業務を教えてください。',
      en: 'Please tell us about your relationship with the candidate, how long you worked together, and what the candidate was responsible for at the time.',
      cn: '请介绍您与候选人的关系、共事的时间，以及候选人当时负责的工作。',
    },
  },
  {
    key: 'description_2',
    text: {
      jp: '候補者の強みや長所を、具体的なエピソードを交えて教えてください。',
      en: 'Please describe the candidate’s strengths, with concrete examples.',
      cn: '请结合具体事例，介绍候选人的优势和长处。',
    },
  },
  {
    key: 'description_3',
    text: {
      jp: '候補者の課題や、今後さらに伸ばすとよいと思われる点を教えてください。',
      en: 'Please tell us about the candidate’s areas for improvement and where they could grow further.',
      cn: '请介绍候选人有待改进之处，以及今后可以进一步提升的方面。',
    },
  },
  {
    key: 'description_4',
    text: {
      jp: '候補者が仕事で成果を上げた、または周囲に貢献した具体的なエピソードを教えてください。',
      en: 'Please share a concrete example of the candidate achieving results or contributing to those around them at work.',
      cn: '请分享候选人在工作中取得成果或为周围做出贡献的具体事例。',
    },
  },
  {
    key: 'description_5',
    text: {
      jp: '候補者は、上司・同僚・部下・取引先など周囲の方とどのように関わっていましたか。',
      en: 'How did the candidate interact with the people around them, such as supervisors, colleagues, subordinates and clients?',
      cn: '候选人与上司、同事、下属、客户等周围的人是如何相处的？',
    },
  },
  {
    key: 'description_6',
    text: {
      jp: '困難な状況やプレッシャーのかかる場面で、候補者はどのように対処していましたか。',
      en: 'How did the candidate deal with difficult situations or pressure?',
      cn: '在遇到困难或压力较大的情况下，候选人是如何应对的？',
    },
  },
  {
    key: 'description_7',
    text: {
      jp: '候補者が力を発揮しやすい環境や、一緒に働くうえで配慮するとよい点を教えてください。',
      en: 'In what kind of environment does the candidate perform best, and what should a manager keep in mind when working with them?',
      cn: '请介绍候选人容易发挥能力的环境，以及与其共事时需要注意的地方。',
    },
  },
  {
    key: 'description_8',
    text: {
      jp: 'そのほか、候補者について採用担当者にお伝えしたいことがございましたらご記入ください。',
      en: 'Is there anything else about the candidate you would like to tell the hiring team?',
      cn: '关于候选人，如有其他想告知招聘负责人的事项，请填写。',
    },
  },
];
