import { taxYears } from '../tax-years';

/*
 * Derived at build time (see README.md in this folder): the calculator's form gets each tax year's
 * name, not its rates, which load with the answer. A page that states one rate (the Corporation Tax
 * service page) then keeps only that rate in its own bundle.
 */

/** The tax years whose rates are law, as the calculator's form offers them, newest last. */
export const taxYearChoices = taxYears.map((year) => ({ id: year.id, label: year.label }));
