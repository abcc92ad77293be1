/**
 * Minor job categories per major, with labels. The spec does not list the minors; these follow the
 * classification used by the large Japanese job boards. Keys are camelCase and unique across all majors.
 */
import type { Labels } from './labels.ts';

type MinorTable = Readonly<Record<string, Labels>>;

export const SALES_MINORS = {
  corporateSales: { jp: '法人営業', en: 'Corporate sales', cn: '企业客户销售' },
  individualSales: { jp: '個人営業', en: 'Individual sales', cn: '个人客户销售' },
  insideSales: { jp: '内勤営業・インサイドセールス', en: 'Inside sales', cn: '内勤销售' },
  routeSales: { jp: 'ルートセールス', en: 'Account sales (existing customers)', cn: '老客户维护销售' },
  partnerSales: { jp: '代理店営業・パートナーセールス', en: 'Channel / partner sales', cn: '渠道销售' },
  medicalRepresentative: { jp: 'MR（医薬情報担当者）', en: 'Medical representative', cn: '医药代表' },
  technicalSales: {
    jp: '技術営業・セールスエンジニア',
    en: 'Technical sales / sales engineer',
    cn: '技术销售',
  },
  overseasSales: { jp: '海外営業', en: 'Overseas sales', cn: '海外销售' },
  customerSuccess: { jp: 'カスタマーサクセス', en: 'Customer success', cn: '客户成功' },
  salesManager: { jp: '営業マネージャー・営業管理職', en: 'Sales manager', cn: '销售经理' },
  otherSales: { jp: 'その他営業', en: 'Other sales', cn: '其他销售' },
} as const satisfies MinorTable;

export const MANAGING_MINORS = {
  accounting: { jp: '経理・財務', en: 'Accounting / finance', cn: '会计・财务' },
  humanResources: { jp: '人事・採用', en: 'Human resources / recruiting', cn: '人事・招聘' },
  generalAffairs: { jp: '総務', en: 'General affairs', cn: '总务' },
  legal: { jp: '法務・知的財産', en: 'Legal / intellectual property', cn: '法务・知识产权' },
  publicRelations: { jp: '広報・IR', en: 'Public / investor relations', cn: '公关・投资者关系' },
  internalAudit: { jp: '内部監査・内部統制', en: 'Internal audit / control', cn: '内部审计・内部控制' },
  purchasing: { jp: '購買・調達', en: 'Purchasing / procurement', cn: '采购' },
  secretary: { jp: '秘書', en: 'Secretary', cn: '秘书' },
  clerical: { jp: '一般事務・営業事務', en: 'Clerical / sales assistant', cn: '一般事务・销售助理' },
  otherManaging: { jp: 'その他管理部門', en: 'Other corporate functions', cn: '其他管理部门' },
} as const satisfies MinorTable;

export const MARKETING_MINORS = {
  productMarketing: {
    jp: '商品企画・マーケティング',
    en: 'Product planning / marketing',
    cn: '商品企划・市场营销',
  },
  digitalMarketing: { jp: 'Webマーケティング', en: 'Digital marketing', cn: '网络营销' },
  marketResearch: { jp: '市場調査・リサーチ', en: 'Market research', cn: '市场调研' },
  advertising: { jp: '広告宣伝', en: 'Advertising', cn: '广告宣传' },
  salesPromotion: { jp: '販売促進・販促企画', en: 'Sales promotion', cn: '促销策划' },
  dataAnalyst: { jp: 'データアナリスト', en: 'Data analyst', cn: '数据分析师' },
  otherMarketing: { jp: 'その他マーケティング', en: 'Other marketing', cn: '其他市场营销' },
} as const satisfies MinorTable;

export const CORPORATE_PLANNING_MINORS = {
  corporateStrategy: { jp: '経営企画', en: 'Corporate strategy', cn: '经营企划' },
  businessPlanning: { jp: '事業企画・事業統括', en: 'Business planning', cn: '事业企划' },
  newBusiness: { jp: '新規事業開発', en: 'New business development', cn: '新业务开发' },
  businessAlliance: { jp: 'アライアンス・事業提携', en: 'Alliances / partnerships', cn: '业务合作' },
  mergersAndAcquisitions: { jp: 'M&A', en: 'M&A', cn: '并购' },
  otherCorporatePlanning: { jp: 'その他企画', en: 'Other planning', cn: '其他企划' },
} as const satisfies MinorTable;

export const DIRECTOR_MINORS = {
  chiefExecutive: { jp: '経営者・CEO', en: 'Chief executive / CEO', cn: '经营者・CEO' },
  chiefFinancialOfficer: { jp: 'CFO', en: 'CFO', cn: '首席财务官' },
  chiefTechnologyOfficer: { jp: 'CTO', en: 'CTO', cn: '首席技术官' },
  executiveOfficer: { jp: '取締役・執行役員', en: 'Board member / executive officer', cn: '董事・执行董事' },
  divisionManager: { jp: '事業部長・部長', en: 'Division / department head', cn: '事业部长・部长' },
  branchManager: { jp: '支店長・店長', en: 'Branch / store manager', cn: '分店长・店长' },
  otherDirector: { jp: 'その他経営・管理職', en: 'Other executive / management', cn: '其他经营・管理职' },
} as const satisfies MinorTable;

export const IT_ENGINEER_MINORS = {
  webEngineer: { jp: 'Webアプリケーションエンジニア', en: 'Web application engineer', cn: 'Web应用工程师' },
  frontendEngineer: { jp: 'フロントエンドエンジニア', en: 'Front-end engineer', cn: '前端工程师' },
  mobileEngineer: { jp: 'スマホアプリエンジニア', en: 'Mobile app engineer', cn: '手机应用工程师' },
  infrastructureEngineer: {
    jp: 'インフラ・クラウドエンジニア',
    en: 'Infrastructure / cloud engineer',
    cn: '基础设施・云工程师',
  },
  networkEngineer: { jp: 'ネットワークエンジニア', en: 'Network engineer', cn: '网络工程师' },
  securityEngineer: { jp: 'セキュリティエンジニア', en: 'Security engineer', cn: '安全工程师' },
  dataScientist: {
    jp: 'データサイエンティスト・AIエンジニア',
    en: 'Data scientist / AI engineer',
    cn: '数据科学家・AI工程师',
  },
  projectManager: { jp: 'プロジェクトマネージャー（IT）', en: 'IT project manager', cn: 'IT项目经理' },
  itConsultant: { jp: 'ITコンサルタント', en: 'IT consultant', cn: 'IT顾问' },
  qaEngineer: { jp: 'QA・テストエンジニア', en: 'QA / test engineer', cn: '测试工程师' },
  embeddedEngineer: {
    jp: '組込み・制御エンジニア',
    en: 'Embedded / control engineer',
    cn: '嵌入式・控制工程师',
  },
  corporateIt: { jp: '社内SE・ヘルプデスク', en: 'In-house IT / help desk', cn: '企业内部IT・技术支持' },
  otherITEngineer: { jp: 'その他ITエンジニア', en: 'Other IT engineer', cn: '其他IT工程师' },
} as const satisfies MinorTable;

export const CREATOR_MINORS = {
  webDesigner: { jp: 'Webデザイナー', en: 'Web designer', cn: '网页设计师' },
  uiUxDesigner: { jp: 'UI/UXデザイナー', en: 'UI/UX designer', cn: 'UI/UX设计师' },
  graphicDesigner: { jp: 'グラフィックデザイナー', en: 'Graphic designer', cn: '平面设计师' },
  webDirector: {
    jp: 'Webディレクター・Webプロデューサー',
    en: 'Web director / producer',
    cn: '网站总监・制作人',
  },
  editorWriter: { jp: '編集・ライター', en: 'Editor / writer', cn: '编辑・撰稿人' },
  videoCreator: { jp: '映像・動画クリエイター', en: 'Video creator', cn: '视频创作者' },
  gameCreator: { jp: 'ゲームクリエイター', en: 'Game creator', cn: '游戏创作者' },
  illustrator: { jp: 'イラストレーター', en: 'Illustrator', cn: '插画师' },
  otherCreator: { jp: 'その他クリエイター', en: 'Other creative', cn: '其他创作者' },
} as const satisfies MinorTable;

export const PROFESSION_MINORS = {
  managementConsultant: { jp: '経営・戦略コンサルタント', en: 'Management consultant', cn: '经营・战略顾问' },
  lawyer: { jp: '弁護士・弁理士・司法書士', en: 'Lawyer / patent attorney', cn: '律师・专利代理人' },
  accountant: {
    jp: '公認会計士・税理士',
    en: 'Certified accountant / tax accountant',
    cn: '注册会计师・税务师',
  },
  laborConsultant: { jp: '社会保険労務士', en: 'Labor and social security consultant', cn: '社会保险劳务士' },
  financeSpecialist: { jp: '金融専門職', en: 'Finance specialist', cn: '金融专业人员' },
  realEstateSpecialist: { jp: '不動産専門職', en: 'Real estate specialist', cn: '房地产专业人员' },
  medicalProfessional: {
    jp: '医療専門職（医師・看護師・薬剤師など）',
    en: 'Medical professional',
    cn: '医疗专业人员',
  },
  researcher: { jp: '研究・開発', en: 'Research and development', cn: '研究・开发' },
  mechanicalEngineer: {
    jp: '機械・電気技術者',
    en: 'Mechanical / electrical engineer',
    cn: '机械・电气技术人员',
  },
  constructionEngineer: {
    jp: '建築・土木技術者',
    en: 'Architecture / civil engineer',
    cn: '建筑・土木技术人员',
  },
  teacher: { jp: '教育・講師', en: 'Teacher / instructor', cn: '教育・讲师' },
  otherProfession: { jp: 'その他専門職', en: 'Other specialist', cn: '其他专业职位' },
} as const satisfies MinorTable;

export const SERVICE_MINORS = {
  retail: { jp: '販売・接客', en: 'Retail / customer service', cn: '销售・接待' },
  foodService: { jp: '飲食', en: 'Food service', cn: '餐饮' },
  hotel: { jp: 'ホテル・旅館', en: 'Hotel / inn', cn: '酒店・旅馆' },
  beauty: { jp: '美容・理容・エステ', en: 'Beauty / hairdressing', cn: '美容・美发' },
  nursingCare: { jp: '介護・福祉', en: 'Nursing care / welfare', cn: '护理・福利' },
  customerSupport: {
    jp: 'カスタマーサポート・コールセンター',
    en: 'Customer support / call center',
    cn: '客户支持・呼叫中心',
  },
  logistics: { jp: '物流・ドライバー', en: 'Logistics / driver', cn: '物流・司机' },
  travelBridal: { jp: '旅行・ブライダル', en: 'Travel / bridal', cn: '旅游・婚庆' },
  otherService: { jp: 'その他サービス職', en: 'Other service', cn: '其他服务职位' },
} as const satisfies MinorTable;

export const OTHER_MINORS = {
  other: { jp: 'その他', en: 'Other', cn: '其他' },
} as const satisfies MinorTable;

export const SONAR_MINORS = {
  sonar: { jp: 'sonar ATS連携', en: 'sonar ATS link', cn: 'sonar ATS对接' },
} as const satisfies MinorTable;

export const BLANK_MINORS = {
  blank: { jp: '未選択', en: 'Not selected', cn: '未选择' },
} as const satisfies MinorTable;
