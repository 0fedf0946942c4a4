import { recallMessages, recallNoticePath } from '@shop/contract/recall';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { useDoctorRecalls } from '../api/recalls';
import { unacknowledgedRecalls } from '../recall-format';

const linkClass = 'font-medium underline underline-offset-4 hover:text-primary';

/** A recall's product and lot numbers, as the banner names them (issue 38). */
const productAndLots = (recall: { productName: string; lots: readonly { lotNumber: string }[] }) =>
  recallMessages.bannerProduct(
    recall.productName,
    recall.lots.map((lot) => lot.lotNumber),
  );

/**
 * The signed-in doctor's recall banner (issue 20): shown while a recall that concerns their clinic
 * is open and not acknowledged, naming the product and its lots (issue 38), with the way to its
 * notice (the newest one's; when there are several, each one's too, by title, with its product and
 * lots). The layout renders it only for an approved doctor, as a lazy
 * chunk of its own, and it appears once the read answers; acknowledging a notice updates the read,
 * so the banner goes at once.
 */
export function RecallBanner() {
  const recalls = unacknowledgedRecalls(useDoctorRecalls(true).data);
  const newest = recalls[0];
  if (!newest) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <Alert variant="destructive">
        <p className="font-semibold">{recallMessages.banner(recalls.length)}</p>
        {recalls.length === 1 && <p className="mt-1 [overflow-wrap:anywhere]">{productAndLots(newest)}</p>}
        <p className="mt-1">
          <Link to={recallNoticePath(newest.id)} className={linkClass}>
            {recallMessages.bannerLink}
          </Link>
        </p>
        {recalls.length > 1 && (
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            {recalls.map((recall) => (
              <li key={recall.id} className="[overflow-wrap:anywhere]">
                <Link to={recallNoticePath(recall.id)} className={linkClass}>
                  {recall.title}
                </Link>
                {`: ${productAndLots(recall)}`}
              </li>
            ))}
          </ul>
        )}
      </Alert>
    </div>
  );
}
