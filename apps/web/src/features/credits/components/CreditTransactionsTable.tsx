import { CREDIT_MESSAGES, TRANSACTION_PAGE_SIZE } from '@abhyas/contracts';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { creditHistoryQueryOptions } from '../api/credits-api';
import {
  amountTone,
  formatCredits,
  formatDateTime,
  formatSignedCredits,
  TRANSACTION_TYPE_LABELS,
} from '../credit-format';
import type { DateRange } from '../date-range';
import { totalPagesFor } from '../pagination';
import { Badge } from './Badge';
import { TRANSACTION_TONE } from './badges';
import { HistoryTableFrame, type HistoryColumn } from './HistoryTableFrame';
import styles from './credits.module.css';

const COLUMNS: readonly HistoryColumn[] = [
  { label: 'Date' },
  { label: 'Type' },
  { label: 'Description' },
  { label: 'Amount', numeric: true },
  { label: 'Balance after', numeric: true },
];

interface CreditTransactionsTableProps {
  userId: string;
  range: DateRange;
  page: number;
  onPage: (page: number) => void;
}

export function CreditTransactionsTable({
  userId,
  range,
  page,
  onPage,
}: CreditTransactionsTableProps) {
  const history = useQuery(creditHistoryQueryOptions(userId, page, range));
  return (
    <QueryState
      query={history}
      loading="Loading credit transactions..."
      errorText={CREDIT_MESSAGES.fetchTransactionsFailed}
      isEmpty={(data) => data.transactions.length === 0}
      empty={<p>No transactions in this period.</p>}
    >
      {(data) => (
        <HistoryTableFrame
          count={data.totalTransactions}
          noun={{ one: 'transaction', many: 'transactions' }}
          caption="Credit transactions"
          testId="credit-transactions-table"
          columns={COLUMNS}
          page={page}
          totalPages={
            data.pagination?.totalPages ??
            totalPagesFor(data.totalTransactions, TRANSACTION_PAGE_SIZE)
          }
          onPage={onPage}
          busy={history.isFetching}
        >
          {data.transactions.map((transaction) => {
            const tone = amountTone(transaction.amount);
            return (
              <tr key={transaction._id}>
                <td className={styles.nowrap}>{formatDateTime(transaction.processedAt)}</td>
                <td>
                  <Badge tone={TRANSACTION_TONE[transaction.type] ?? 'neutral'}>
                    {TRANSACTION_TYPE_LABELS[transaction.type] ?? transaction.type}
                  </Badge>
                </td>
                <td>{transaction.description}</td>
                <td
                  className={`${styles.numeric} ${tone === 'credit' ? styles.credit : ''} ${tone === 'debit' ? styles.debit : ''}`}
                >
                  {formatSignedCredits(transaction.amount)}
                </td>
                <td className={styles.numeric}>{formatCredits(transaction.balanceAfter)}</td>
              </tr>
            );
          })}
        </HistoryTableFrame>
      )}
    </QueryState>
  );
}
