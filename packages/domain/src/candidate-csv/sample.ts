/** The downloadable sample file: UTF-8 with BOM, two example candidates in the user's language. */
import type { Language } from '../enums.ts';
import type { CandidateRow } from '../schemas/candidate-row.ts';
import { encodeCandidateCsv } from './encode.ts';

const SAMPLE_ROWS: Record<Language, CandidateRow[]> = {
  jp: [
    {
      name: '山田 太郎',
      email: 'taro.yamada@example.com',
      countryCode: '+81',
      phoneNumber: '09012345678',
      currentCompany: '株式会社サンプル',
      currentJobCategory: { major: 'sales', minor: 'corporateSales' },
      siteWhereTalentApplied: 'doda',
      recruitmentOfficer: '人事部 佐藤',
      externalId: 'ATS-1001',
    },
    {
      name: '鈴木 花子',
      email: 'hanako.suzuki@example.com',
      countryCode: '+81',
      phoneNumber: '08098765432',
      currentCompany: '未入力',
      currentJobCategory: { major: 'blank', minor: 'blank' },
      siteWhereTalentApplied: 'agency',
      recruitmentOfficer: undefined,
      externalId: undefined,
    },
  ],
  en: [
    {
      name: 'John Smith',
      email: 'john.smith@example.com',
      countryCode: '+1',
      phoneNumber: '2025550123',
      currentCompany: 'Example Inc.',
      currentJobCategory: { major: 'ITEngineer', minor: 'webEngineer' },
      siteWhereTalentApplied: 'linkedin',
      recruitmentOfficer: 'HR Sato',
      externalId: 'ATS-1003',
    },
    {
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      countryCode: '+81',
      phoneNumber: '08098765432',
      currentCompany: '未入力',
      currentJobCategory: { major: 'blank', minor: 'blank' },
      siteWhereTalentApplied: 'referrer',
      recruitmentOfficer: undefined,
      externalId: undefined,
    },
  ],
  cn: [
    {
      name: '王 伟',
      email: 'wang.wei@example.com',
      countryCode: '+86',
      phoneNumber: '13812345678',
      currentCompany: '示例株式会社',
      currentJobCategory: { major: 'marketing', minor: 'digitalMarketing' },
      siteWhereTalentApplied: 'bizreach',
      recruitmentOfficer: '人事部 佐藤',
      externalId: 'ATS-1005',
    },
    {
      name: '李 娜',
      email: 'li.na@example.com',
      countryCode: '+81',
      phoneNumber: '08098765432',
      currentCompany: '未入力',
      currentJobCategory: { major: 'blank', minor: 'blank' },
      siteWhereTalentApplied: 'myHomepage',
      recruitmentOfficer: undefined,
      externalId: undefined,
    },
  ],
};

/** The example rows of the sample file. */
export function candidateCsvSampleRows(lang: Language): readonly CandidateRow[] {
  return SAMPLE_ROWS[lang];
}

/**
 * The sample file: the sample's English column names (name, email, …) as header, job categories and sites as
 * labels in `lang`, UTF-8 with BOM.
 */
export function candidateCsvSample(lang: Language): Uint8Array {
  return encodeCandidateCsv(SAMPLE_ROWS[lang], { header: 'en', encoding: 'utf-8', labels: lang });
}
