import { CheckerLayout } from '../checker-layout';
import { SafeguardingAuditForm } from '../safeguarding-audit-form';
import page from '../content/pages/tools/safeguarding-audit';

/** `/tools/safeguarding-audit`: does a payment or e-money firm need a SUP 3A audit. */
export default function SafeguardingAuditPage() {
  return (
    <CheckerLayout page={page}>
      <SafeguardingAuditForm />
    </CheckerLayout>
  );
}
