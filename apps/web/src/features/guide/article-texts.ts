/** The guide's article texts in jp, en and cn (issue 27); types and slugs in articles.ts. */
import type { Language } from '@refcheck/domain';
import type { ArticleSlug, GuideArticle } from './article-types.ts';

export const ARTICLES: Record<Language, Record<ArticleSlug, GuideArticle>> = {
  jp: {
    candidates: {
      title: '候補者を登録する（1名ずつ・CSV一括）',
      summary: '氏名・連絡先と推薦者の内訳を登録します。多数の候補者はCSVでまとめて登録できます。',
      steps: [
        {
          title: '「候補者を追加」を押す',
          text: 'ダッシュボードの候補者一覧の上にある「候補者を追加」を押すと、追加画面が開きます。',
        },
        {
          title: '1名ずつ追加する',
          text: '「1名ずつ追加」で氏名・メールアドレス・電話番号・回答期限・採用区分を入力し、推薦者の内訳（関係性・時期・人数）を決めます。テンプレート質問も選べます。',
        },
        {
          title: 'CSVで一括追加する',
          text: '「CSVで一括追加」でサンプルCSVをダウンロードし、1行に1名ずつ記入して読み込みます。エラーのある行は行番号つきで表示され、有効な行だけを追加できます。',
        },
      ],
      tip: '推薦者の回答時間の目安（1問あたり0.8分）は追加画面に表示されます。質問を増やしすぎないのがおすすめです。',
    },
    invitations: {
      title: '招待メールを送る・送信を予約する',
      summary:
        '候補者に、推薦者を登録していただくためのURLをメールでお送りします。日時を指定した予約もできます。',
      steps: [
        {
          title: '候補者を選ぶ',
          text: '候補者一覧から候補者を選ぶと、右側に詳細が表示されます。',
        },
        {
          title: '「招待メールを送信」を押す',
          text: '確認画面で送信すると、候補者に推薦者登録用のURLが届きます。ステータスの「メール送信」が完了になります。',
        },
        {
          title: '送信日時を予約する',
          text: '「メールの送信予約」で日時を選んで予約します。予約中は取り消しもできます。',
        },
      ],
      tip: '候補者がURLを開いて同意すると、ステータスが「同意」に進みます。',
    },
    referees: {
      title: '推薦者の回答状況とリマインド',
      summary: '推薦者ごとの回答状況を確認し、未回答の方には自動でリマインドが届きます。',
      steps: [
        {
          title: '推薦者情報タブを開く',
          text: '推薦者ごとに「回答完了」（緑）・「回答中」（黄）・「未回答」（赤）で表示されます。IPアドレスの重複も表示されます。',
        },
        {
          title: 'URLを発行し直す',
          text: 'メールが届かないときは「URLをコピー」から推薦者用URLを発行し、直接お伝えいただけます。',
        },
        {
          title: 'リマインドを確認する',
          text: '依頼から2日後と回答期限の前日に、9:00〜20:00の間でリマインドが送られます。次回の予定はステータスタブに表示されます。',
        },
      ],
      tip: 'リマインドは候補者ごとに止められます（メインアカウント）。',
    },
    report: {
      title: 'レポートとPDFを読む',
      summary: '推薦者の回答がそろうと、総合評価と7つのカテゴリ別評価（A〜E）のレポートができます。',
      steps: [
        {
          title: '「レポート」を開く',
          text: '候補者の詳細にある「レポート」から、総合評価・カテゴリ別のレーダーチャート・推薦者ごとの回答を確認できます。',
        },
        {
          title: 'PDFをダウンロードする',
          text: '「PDF をダウンロード」で、A3サイズのPDFを保存・印刷できます。',
        },
      ],
      tip: 'レポートの閲覧はすべて記録されます。社内で共有するときはPDFをご利用ください。',
    },
    'regain-trust': {
      title: '候補者への確認依頼（信頼回復）',
      summary: '気になる回答について、候補者本人に説明を求めることができます（1回のみ）。',
      steps: [
        {
          title: 'レポートで回答を選ぶ',
          text: 'レポートの「候補者への確認依頼」で、説明を求めたい回答を選びます。',
        },
        {
          title: '締切を決めて送信する',
          text: '締切を入力して「確認依頼メールを送信」を押します。送信は1回だけです。',
        },
        {
          title: '説明を読む',
          text: '候補者が説明を送ると、レポートとPDFに表示されます。',
        },
      ],
      tip: '依頼の前に、どの回答について説明を求めるかを社内で確認しておくと安心です。',
    },
  },
  en: {
    candidates: {
      title: 'Register candidates (one by one or by CSV)',
      summary:
        'Enter the name, contact and the referees you need. Many candidates can be added at once by CSV.',
      steps: [
        {
          title: 'Press “Add candidates”',
          text: 'Above the candidate list of the dashboard, “Add candidates” opens the form.',
        },
        {
          title: 'Add one candidate',
          text: 'Enter the name, email, phone, deadline and hiring type, then the referees you need (relationship, period, number). You can also choose a template of questions.',
        },
        {
          title: 'Add many by CSV',
          text: 'Download the sample CSV, write one candidate per line and load it. Lines with errors are listed with their number; the valid ones can be added.',
        },
      ],
      tip: 'The form shows the referees’ estimated answering time (0.8 minutes per question): keep the question list short.',
    },
    invitations: {
      title: 'Send or schedule the invitation',
      summary: 'The candidate receives a link to register referees. You can also schedule the mail.',
      steps: [
        {
          title: 'Select the candidate',
          text: 'Select a candidate in the list; the details open on the right.',
        },
        {
          title: 'Press “Send invitation”',
          text: 'Confirm to send: the candidate receives the link to register referees, and the “Mail sent” step is done.',
        },
        {
          title: 'Schedule the mail',
          text: 'Choose a date and time under “Schedule mail”. A scheduled mail can be cancelled.',
        },
      ],
      tip: 'Once the candidate opens the link and agrees, the status moves to “Agreed”.',
    },
    referees: {
      title: 'Follow referees and reminders',
      summary: 'See each referee’s progress; those who have not answered get reminders automatically.',
      steps: [
        {
          title: 'Open the “Referees” tab',
          text: 'Each referee is shown as completed (green), in progress (yellow) or not answered (red). Shared IP addresses are flagged.',
        },
        {
          title: 'Issue a new link',
          text: 'If a mail does not arrive, “Copy URL” issues a referee link you can pass on yourself.',
        },
        {
          title: 'Check the reminders',
          text: 'Reminders go out 2 days after the request and the day before the deadline, between 9:00 and 20:00. The next one is shown in the status tab.',
        },
      ],
      tip: 'The main account can switch reminders off per candidate.',
    },
    report: {
      title: 'Read the report and its PDF',
      summary:
        'Once the answers are in, the report shows the overall grade and seven category grades (A to E).',
      steps: [
        {
          title: 'Open “Report”',
          text: 'From the candidate’s details, “Report” shows the overall grade, a radar chart per category and each referee’s answers.',
        },
        { title: 'Download the PDF', text: '“Download PDF” saves an A3 PDF to keep or print.' },
      ],
      tip: 'Every view of a report is recorded. Share the PDF inside your company.',
    },
    'regain-trust': {
      title: 'Ask the candidate to explain (regain trust)',
      summary: 'You can ask the candidate once to explain answers that concern you.',
      steps: [
        {
          title: 'Choose answers in the report',
          text: 'In the report’s request card, choose the answers to explain.',
        },
        {
          title: 'Set a deadline and send',
          text: 'Enter the deadline and send the request mail. It can be sent once only.',
        },
        {
          title: 'Read the explanations',
          text: 'The candidate’s explanations appear in the report and its PDF.',
        },
      ],
      tip: 'Agree internally on which answers to ask about before sending.',
    },
  },
  cn: {
    candidates: {
      title: '登记候选人（逐一或CSV批量）',
      summary: '登记姓名、联系方式和推荐人构成。候选人较多时可用CSV批量登记。',
      steps: [
        { title: '点击“添加候选人”', text: '在仪表板候选人列表上方点击“添加候选人”，打开添加画面。' },
        {
          title: '逐一添加',
          text: '输入姓名、邮箱、电话、回答期限和录用类别，并设定推荐人构成（关系、时期、人数）。也可选择模板问题。',
        },
        {
          title: '用CSV批量添加',
          text: '下载示例CSV，每行填写一名候选人后读取。有错误的行会显示行号，可只添加有效的行。',
        },
      ],
      tip: '添加画面会显示推荐人回答时间的估计（每题0.8分钟），建议不要设置过多问题。',
    },
    invitations: {
      title: '发送或预约邀请邮件',
      summary: '向候选人发送登记推荐人的链接。也可以指定日期时间预约发送。',
      steps: [
        { title: '选择候选人', text: '在候选人列表中选择候选人，右侧显示详细信息。' },
        {
          title: '点击“发送邀请邮件”',
          text: '确认后发送，候选人会收到登记推荐人的链接，“邮件发送”步骤完成。',
        },
        { title: '预约发送', text: '在“预约发送邮件”中选择日期时间。预约中可以取消。' },
      ],
      tip: '候选人打开链接并同意后，状态进入“同意”。',
    },
    referees: {
      title: '跟进推荐人和提醒',
      summary: '查看每位推荐人的回答情况，未回答者会自动收到提醒。',
      steps: [
        {
          title: '打开推荐人信息标签',
          text: '每位推荐人显示为回答完毕（绿）、回答中（黄）或未回答（红），IP地址重复也会标出。',
        },
        { title: '重新发行链接', text: '邮件未送达时，可通过“复制URL”发行推荐人链接并直接转告。' },
        {
          title: '确认提醒',
          text: '在请求2天后和截止前一天的9:00至20:00之间发送提醒。下一次预定显示在状态标签中。',
        },
      ],
      tip: '主账号可按候选人停止提醒。',
    },
    report: {
      title: '阅读报告和PDF',
      summary: '推荐人的回答齐全后，报告显示综合评价和7个类别的评价（A至E）。',
      steps: [
        {
          title: '打开“报告”',
          text: '在候选人详细信息中点击“报告”，查看综合评价、类别雷达图和每位推荐人的回答。',
        },
        { title: '下载PDF', text: '点击“下载 PDF”，保存或打印A3尺寸的PDF。' },
      ],
      tip: '报告的每次查看都会被记录。公司内部共享时请使用PDF。',
    },
    'regain-trust': {
      title: '请候选人说明（恢复信任）',
      summary: '对于在意的回答，可以请候选人本人说明（仅限1次）。',
      steps: [
        { title: '在报告中选择回答', text: '在报告的“请候选人说明”中选择需要说明的回答。' },
        { title: '设定截止并发送', text: '输入截止日期后发送请求邮件（“发送请求邮件”）。只能发送1次。' },
        { title: '阅读说明', text: '候选人提交说明后，会显示在报告和PDF中。' },
      ],
      tip: '发送前，建议先在公司内部确认要请候选人说明哪些回答。',
    },
  },
};
