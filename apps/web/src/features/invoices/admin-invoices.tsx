import { useEffect, useState } from 'react';
import { IssuerCard } from './issuer-card.tsx';
import { LedgerCard } from './ledger-card.tsx';
import { IssueCard } from './month-card.tsx';

/** The operator's invoices on /admin/payment (issue 35): issuer, issue and month view, the ledger. */
export function AdminInvoices({ months }: { months: string[] }) {
  const [month, setMonth] = useState<string | null>(null);
  useEffect(() => {
    if (!month && months[0]) setMonth(months[0]);
  }, [month, months]);
  return (
    <>
      <IssuerCard />
      <IssueCard months={months} month={month} setMonth={setMonth} />
      <LedgerCard />
    </>
  );
}
