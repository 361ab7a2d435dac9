import { formatRupees } from '../../domain/money';
import { figure } from './figure.css';

/** An amount in rupees with Indian grouping, kept on one line ('₹48,500'). */
export function Amount({ rupees }: { rupees: number }) {
  return <span className={figure}>{formatRupees(rupees)}</span>;
}
