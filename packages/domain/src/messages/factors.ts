/** Sign-in factors and the login policy (issue 34): problem codes of the API and the sign-in refusals. */
import { defineNamespace } from './define.ts';

export const factors = defineNamespace(
  {
    strongFactorRequired:
      'ご利用を続けるには、パスキーまたは認証アプリを登録してください（会社の設定により必須です）',
    weakFactorRefused: 'この認証方法ではログインできません。パスキーまたは認証アプリをお使いください',
    passkeyRequired: 'パスキーでログインしてください',
    userNotVerified: 'パスキーの本人確認（PIN・生体認証）が必要です',
    ssoNotForOperators: 'このアカウントはシングルサインオンではログインできません',
    secondFactorRequired: '認証コードの入力が必要です',
    lastStrongFactor: '会社の設定によりパスキーまたは認証アプリが必須のため、最後の1つは削除できません',
  },
  {
    strongFactorRequired:
      'To keep using the service, register a passkey or an authenticator app (required by your company)',
    weakFactorRefused: 'This method cannot be used to log in. Please use a passkey or an authenticator app',
    passkeyRequired: 'Please log in with your passkey',
    userNotVerified: 'Your passkey must verify you (PIN or biometrics)',
    ssoNotForOperators: 'This account cannot log in with single sign-on',
    secondFactorRequired: 'A verification code is required',
    lastStrongFactor:
      'Your company requires a passkey or an authenticator app: the last one cannot be removed',
  },
  {
    strongFactorRequired: '要继续使用，请注册通行密钥或身份验证器应用（公司设置要求）',
    weakFactorRefused: '无法使用此方式登录。请使用通行密钥或身份验证器应用',
    passkeyRequired: '请使用通行密钥登录',
    userNotVerified: '通行密钥需要验证您的身份（PIN或生物识别）',
    ssoNotForOperators: '此账户无法通过单点登录登录',
    secondFactorRequired: '需要输入验证码',
    lastStrongFactor: '公司要求使用通行密钥或身份验证器应用，无法删除最后一个',
  },
);
