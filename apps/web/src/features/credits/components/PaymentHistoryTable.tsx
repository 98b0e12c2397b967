import { CREDIT_MESSAGES, TRANSACTION_PAGE_SIZE, type PaymentRecord } from '@abhyas/contracts';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { paymentHistoryQueryOptions } from '../../payments/api/payments-api';
import { formatDateTime, formatPaise } from '../credit-format';
import type { DateRange } from '../date-range';
import { offsetFor, totalPagesFor } from '../pagination';
import { Badge } from './Badge';
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONE } from './badges';
import { HistoryTableFrame, type HistoryColumn } from './HistoryTableFrame';
import styles from './credits.module.css';

const COLUMNS: readonly HistoryColumn[] = [
  { label: 'Date' },
  { label: 'Type' },
  { label: 'Amount', numeric: true },
  { label: 'Status' },
  { label: 'Method' },
];

interface PaymentHistoryTableProps {
  userId: string;
  range: DateRange;
  page: number;
  onPage: (page: number) => void;
}

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

const paymentType = (payment: PaymentRecord) =>
  payment.type === 'subscription' ? 'Subscription' : 'Credits';

const failureText = (payment: PaymentRecord) =>
  payment.metadata?.errorDetails?.description || payment.gateway?.responseMessage || null;

export function PaymentHistoryTable({ userId, range, page, onPage }: PaymentHistoryTableProps) {
  const history = useQuery(
    paymentHistoryQueryOptions(userId, TRANSACTION_PAGE_SIZE, offsetFor(page), range),
  );
  return (
    <QueryState
      query={history}
      loading="Loading payment history..."
      errorText={CREDIT_MESSAGES.fetchPaymentsFailed}
      isEmpty={(data) => data.payments.length === 0}
      empty={<p>No payments in this period.</p>}
    >
      {(data) => (
        <HistoryTableFrame
          count={data.total}
          noun={{ one: 'payment', many: 'payments' }}
          caption="Payment history"
          testId="payment-history-table"
          columns={COLUMNS}
          page={page}
          totalPages={totalPagesFor(data.total, TRANSACTION_PAGE_SIZE)}
          onPage={onPage}
          busy={history.isFetching}
        >
          {data.payments.map((payment) => (
            <tr key={payment.paymentId}>
              <td className={styles.nowrap}>
                {formatDateTime(payment.timestamp || payment.createdAt)}
              </td>
              <td>
                {paymentType(payment)}
                {payment.credits ? (
                  <span className={styles.summaryLine}> · {payment.credits} credits</span>
                ) : null}
              </td>
              <td className={styles.numeric}>{formatPaise(payment.amount)}</td>
              <td>
                <Badge tone={PAYMENT_STATUS_TONE[payment.status] ?? 'neutral'}>
                  {PAYMENT_STATUS_LABELS[payment.status] ?? payment.status}
                </Badge>
                {payment.status === 'failed' && failureText(payment) ? (
                  <span className={styles.failureNote}>{failureText(payment)}</span>
                ) : null}
              </td>
              <td>{capitalise(payment.paymentMethod?.type ?? '') || '—'}</td>
            </tr>
          ))}
        </HistoryTableFrame>
      )}
    </QueryState>
  );
}
