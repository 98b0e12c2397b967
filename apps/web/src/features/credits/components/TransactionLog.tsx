import { useState } from 'react';
import { Tabs } from '../../../components/Tabs';
import { currentMonthRange, type DateRange } from '../date-range';
import { CreditTransactionsTable } from './CreditTransactionsTable';
import { DateRangeFilter } from './DateRangeFilter';
import { PaymentHistoryTable } from './PaymentHistoryTable';
import styles from './credits.module.css';

type LogTab = 'credits' | 'payments';

const TABS = [
  { key: 'credits' as const, label: 'Credit Transactions' },
  { key: 'payments' as const, label: 'Payment History' },
];

/** Credit transactions and payments, filtered by one date range (the current month by default). */
export function TransactionLog({ userId }: { userId: string }) {
  const [tab, setTab] = useState<LogTab>('credits');
  const [range, setRange] = useState<DateRange>(() => currentMonthRange(new Date()));
  // Remounting the filter on reset puts the default dates back into its inputs.
  const [filterKey, setFilterKey] = useState(0);
  const [pages, setPages] = useState<Record<LogTab, number>>({ credits: 1, payments: 1 });

  const applyRange = (next: DateRange) => {
    setRange(next);
    setPages({ credits: 1, payments: 1 });
  };
  const setPage = (key: LogTab) => (page: number) => setPages((all) => ({ ...all, [key]: page }));

  return (
    <section className={styles.panelStack} data-testid="transaction-log">
      <DateRangeFilter
        key={filterKey}
        applied={range}
        onApply={applyRange}
        onReset={() => {
          applyRange(currentMonthRange(new Date()));
          setFilterKey((key) => key + 1);
        }}
      />
      <Tabs label="Transaction log" tabs={TABS} active={tab} onChange={setTab}>
        {tab === 'credits' ? (
          <CreditTransactionsTable
            userId={userId}
            range={range}
            page={pages.credits}
            onPage={setPage('credits')}
          />
        ) : (
          <PaymentHistoryTable
            userId={userId}
            range={range}
            page={pages.payments}
            onPage={setPage('payments')}
          />
        )}
      </Tabs>
    </section>
  );
}
