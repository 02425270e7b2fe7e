import { CheckerLayout } from '../checker-layout';
import { MtdIncomeTaxForm } from '../mtd-income-tax-form';
import page from '../content/pages/tools/mtd-income-tax';

/** `/tools/mtd-income-tax`: does MTD for Income Tax apply, and from when. */
export default function MtdIncomeTaxPage() {
  return (
    <CheckerLayout page={page}>
      <MtdIncomeTaxForm />
    </CheckerLayout>
  );
}
