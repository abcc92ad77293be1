/** Front door of privacy-records: the export card of the records of provision (settings and the operator's billing page). */
export { ProvisionExportCard } from './provision-export-card.tsx';
