import { PageHead } from '../../../platform/components/page-head';
import alerts from '../content/pages/alerts';
import { AlertsContent } from '../alerts-content';

/**
 * Deadline alerts' answers. The service answers its links and sign-ups with this page, its content
 * rendered again with what happened or the one button that acts (src/features/key-dates/server/pages.ts).
 * Plain forms: it works without JavaScript, and the app does not start under /api/.
 */
export default function AlertsPage() {
  return (
    <>
      <PageHead page={alerts} noindex />
      <AlertsContent />
    </>
  );
}
