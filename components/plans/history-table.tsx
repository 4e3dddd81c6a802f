import { numericDateText } from '@/lib/format/dates';
import { formatRupees } from '@/lib/format/money';
import type { planHistory } from '@/server/money/payments/history';

type History = Awaited<ReturnType<typeof planHistory>>;
const STATUS: Record<string, string> = { paid: 'Paid', created: 'Awaiting payment', expired: 'Expired (not paid)', failed: 'Failed' };

/** Subscription history: every order, with the tax invoice of each paid one. */
export function HistoryTable({ history }: { history: History }) {
  return (
    <div className="history-table">
      <table className="table align-middle">
        <caption className="visually-hidden">Your plan purchases</caption>
        <thead><tr><th scope="col">Date</th><th scope="col">Plan</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Invoice</th></tr></thead>
        <tbody>
          {history.data.map((o) => (
            <tr key={o.order_id}>
              <td>{numericDateText(o.paid_at ?? o.created_at)}</td>
              <td>{o.plan_name} ({o.duration_days} days)</td>
              <td>{formatRupees(o.amount)}</td>
              <td>{STATUS[o.status] ?? o.status}</td>
              <td>{o.invoice ? <a href={o.invoice.download_url} download>Download invoice {o.invoice.number}</a> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
