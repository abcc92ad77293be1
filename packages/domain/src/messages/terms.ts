/** Wording around the terms of service and privacy policy (the documents themselves are in `../legal`). */
import { defineNamespace } from './define.ts';

export const terms = defineNamespace(
  {
    termsTitle: '利用規約',
    privacyPolicyTitle: 'プライバシーポリシー',
    openTerms: '利用規約を確認する',
    agreeToTerms: '利用規約に同意する',
    openTermsFirst: '利用規約をお読みいただいた上で、同意にチェックしてください',
    agreeToPrivacyPolicy: 'プライバシーポリシーに同意する',
    agreeToSpecialConditions: '特約事項に同意する',
    enactedAt: '{date}制定',
    revisedAt: '{date}改定',
  },
  {
    termsTitle: 'Terms of Service',
    privacyPolicyTitle: 'Privacy Policy',
    openTerms: 'Read the terms of service',
    agreeToTerms: 'I agree to the terms of service',
    openTermsFirst: 'Please read the terms of service before ticking the agreement box',
    agreeToPrivacyPolicy: 'I agree to the privacy policy',
    agreeToSpecialConditions: 'I agree to the special conditions',
    enactedAt: 'Enacted {date}',
    revisedAt: 'Revised {date}',
  },
  {
    termsTitle: '服务条款',
    privacyPolicyTitle: '隐私政策',
    openTerms: '查看服务条款',
    agreeToTerms: '同意服务条款',
    openTermsFirst: '请阅读服务条款后再勾选同意',
    agreeToPrivacyPolicy: '同意隐私政策',
    agreeToSpecialConditions: '同意特别约定事项',
    enactedAt: '{date}制定',
    revisedAt: '{date}修订',
  },
);
