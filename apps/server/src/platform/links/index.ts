export { recordLinkDevice } from './device.ts';
export { clearFlowCookie, requireFlow, setFlowCookie } from './flow-cookie.ts';
export { exchangeRefereeLink, issueRefereeLink } from './referee-link.ts';
export { issueLinkToken, linkExpiry, revokeLinkTokens, verifyLinkToken } from './tokens.ts';
