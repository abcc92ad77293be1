/** Front door of the risk check: the talent detail's panel. */
export { RiskPanel } from './components/risk-panel.tsx';
