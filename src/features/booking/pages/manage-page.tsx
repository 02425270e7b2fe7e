import { PageHead } from '../../../platform/components/page-head';
import manage from '../content/pages/book/manage';
import { ManageContent } from '../manage-content';

/**
 * A booking's manage link. The booking service renders the same content with the booking in its
 * state and its buttons into this page's prerendered HTML at the link's address
 * (src/features/booking/server/manage-view.tsx). Plain forms: it works the same without
 * JavaScript, and the app does not start under /api/.
 */
export default function BookingManagePage() {
  return (
    <>
      <PageHead page={manage} noindex />
      <ManageContent />
    </>
  );
}
