// Trust signals (issue 22): the company's view of a check's fraud risk, placed on the candidate's status tab and
// the report. Other features import only this file.
export { riskSignalKeys } from './api/risk-signals.ts';
export { RefereeSignalIcon } from './components/referee-signal-icon.tsx';
export { StepUpSettingsCard } from './components/step-up-settings-card.tsx';
export { TrustSignalsPanel } from './components/trust-signals-panel.tsx';
