import { TERMS_OF_SERVICE_CONSTANTS as C } from './constants.ts';
import { articles, type LegalDocument } from './types.ts';

export const TERMS_OF_SERVICE_EN: LegalDocument = {
  title: 'Terms of Service',
  preamble: [
    'These Terms of Service (the "Terms") set out the conditions for using the reference-check service "Refcheck" (the "Service") provided by the Company. Corporations using the Service ("Users") use it after agreeing to these Terms.',
  ],
  articles: articles([
    [
      'Article 1 (Application)',
      'These Terms apply to all relations between the Company and Users concerning the use of the Service.',
      'Individual rules the Company publishes on the Service form part of these Terms.',
    ],
    [
      'Article 2 (Definitions)',
      '"Candidate" means a person subject to a User\'s recruitment selection.',
      '"Referee" means a person named by a Candidate who answers questions about the Candidate.',
      '"Fees" means the charges a User pays the Company in return for the Service.',
    ],
    [
      'Article 3 (Changes to the Terms)',
      'The Company may change these Terms when it deems necessary by notifying Users.',
      `A User who does not object within ${C.changeAcceptanceMonths} month of the notice of the changed Terms is deemed to have accepted them.`,
    ],
    [
      'Article 4 (Registration)',
      'Anyone wishing to use the Service applies for registration in the manner the Company prescribes after agreeing to these Terms.',
      'The Company may decline a registration after review and is not obliged to disclose its reasons.',
    ],
    [
      'Article 5 (Account Management)',
      'Users manage their account information appropriately at their own responsibility.',
      'Users bear any damage caused by insufficient management of account information or its use by third parties; the Company bears no responsibility for it.',
    ],
    [
      'Article 6 (Content of the Service)',
      "With the Candidate's consent, the Service collects answers about the Candidate from Referees and provides them to the User as an evaluation report.",
      'As an option, the Service offers an anti-social-forces check that shows the number of news and web articles.',
    ],
    [
      'Article 7 (Term and Automatic Renewal)',
      'The term of the contract runs from the start of use until the end of the minimum term the User chose.',
      `Unless either party gives notice at least ${C.autoRenewalNoticeDays} days before the end of the term, the contract renews automatically on the same conditions, and likewise thereafter.`,
    ],
    [
      'Article 8 (Fees and Payment)',
      'Users pay the Fees set by the Company by credit card or by invoice.',
      'Fees are not prorated: a month in which use starts or ends is charged in full.',
    ],
    [
      'Article 9 (Late Payment Charges)',
      `A User who is late in paying the Fees pays the Company late payment charges at ${C.lateFeeAnnualPercent}% a year from the day after the due date until payment.`,
    ],
    [
      'Article 10 (Consent of Candidates and Referees)',
      "When using the Service, Users state the purpose of use to the Candidate and obtain the Candidate's own consent to the reference check.",
      'Referees are asked through the Candidate, and Users do not approach Referees directly in an improper way.',
    ],
    [
      'Article 11 (Personal Information)',
      'The Company handles personal information obtained through the Service appropriately in accordance with its Privacy Policy.',
      'Users use personal information obtained from the Service only within the scope of recruitment selection.',
    ],
    [
      'Article 12 (Prohibited Acts)',
      'Users must not:',
      '(1) act in breach of laws or public order and morals;',
      "(2) carry out a reference check without the Candidate's consent;",
      '(3) use answers for purposes other than recruitment selection or disclose them to third parties;',
      '(4) interfere with the operation of the Service, or copy, analyse or modify it;',
      '(5) do anything else the Company deems inappropriate.',
    ],
    [
      'Article 13 (Replies to Inquiries)',
      'The Company may make inquiries to Users about their compliance with these Terms and for the proper operation of the Service.',
      `If a User does not reply to an inquiry from the Company for ${C.noReplyViolationDays} days or more, the Company may deem the User to be in breach of these Terms.`,
    ],
    [
      'Article 14 (Non-Competition)',
      `During the contract and for ${C.nonCompeteYears} year after it ends, Users must not develop, or have a third party develop, a service identical or similar to the Service.`,
    ],
    [
      'Article 15 (Penalty)',
      `If a User breaches Article 12 or Article 14, the User pays the Company a penalty equal to ${C.penaltyYearsOfFees} years of Fees.`,
      'The penalty does not prevent the Company from claiming damages exceeding it.',
    ],
    [
      'Article 16 (Confidentiality)',
      "Neither the User nor the Company may disclose or leak the other party's confidential information learned in connection with the Service to a third party without the other party's prior written consent.",
      `This obligation survives for ${C.confidentialityYears} years after the contract ends.`,
    ],
    [
      'Article 17 (Intellectual Property)',
      'All intellectual property rights in the Service belong to the Company or the rightful holders.',
      'Rights in content Users register on the Service, such as template questions, belong to the Users.',
    ],
    [
      'Article 18 (Suspension and Interruption)',
      'The Company may suspend or interrupt all or part of the Service without prior notice for maintenance, natural disasters, communication failures or other unavoidable reasons.',
    ],
    [
      'Article 19 (Changes to and End of the Service)',
      'The Company may change the content of the Service or end its provision by notifying Users.',
    ],
    [
      'Article 20 (Suspension of Use and Deregistration)',
      "If a User breaches these Terms, or whenever the Company deems it necessary, the Company may suspend the User's use or delete the registration without prior notice.",
    ],
    [
      'Article 21 (Termination and Withdrawal)',
      `Users may terminate the contract by notifying the Company in the prescribed manner at least ${C.terminationNoticeDays} days before the desired termination date.`,
      'Terminating within the minimum term does not waive the Fees up to the end of that term.',
    ],
    [
      'Article 22 (Disclaimer)',
      "The Company does not guarantee the truth, accuracy or completeness of Referees' answers.",
      'Users make hiring decisions at their own responsibility, using the results of the Service as reference information.',
    ],
    [
      'Article 23 (Limitation of Liability)',
      `Where the Company is liable to a User for damages, its liability is limited to direct and ordinary damages and capped at the total Fees the User paid the Company in the ${C.liabilityCapMonths} months before the damage occurred.`,
      "This does not apply in case of the Company's wilful misconduct or gross negligence.",
    ],
    [
      'Article 24 (Exclusion of Anti-Social Forces)',
      'Users represent that neither they nor their officers are organised crime groups, their members or other anti-social forces, and undertake that they will not become so in the future.',
      'If a User breaches the preceding paragraph, the Company may cancel the contract immediately without notice.',
    ],
    [
      'Article 25 (No Assignment)',
      "Users may not assign to a third party, or pledge, their position under the contract or their rights and obligations under these Terms without the Company's prior written consent.",
    ],
    [
      'Article 26 (Governing Law and Jurisdiction)',
      'These Terms are governed by the laws of Japan.',
      'The Tokyo District Court has exclusive jurisdiction in the first instance over any dispute concerning the Service.',
    ],
  ]),
  dates: ['Enacted September 2020', 'Revised July 2021'],
};
