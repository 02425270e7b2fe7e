import express from 'express';
import { isFormPost, type Refuse } from '../../../../server/platform/http/api-guards';
import { toolsGuards } from './http';
import type { FeatureContext } from '../../../../server/platform/feature';
import { taxYearsOffered } from '../../../content/tax-years';
import { londonDate } from '../../../platform/calendar/london-time';
import { postPath, valuesFrom } from '../sole-trader-or-company/answers';
import { readAnswers, unexpectedFields } from '../sole-trader-or-company/read-answers';
import { comparisonView } from '../sole-trader-or-company/comparison';
import { renderCalculatorAnswer } from './pages';

const unavailable = 'The calculator could not answer just now. Please try again in a minute.';

/**
 * The calculators' API: what the tools answer when the browser runs no JavaScript.
 *   POST /api/tools/sole-trader-or-limited-company   a plain form post: 200 with the page and the
 *                                                    answer in it, or 400 with the problems
 * Nothing is stored or sent anywhere: the answer is worked out from the post and forgotten.
 */
export function toolsApi(context: FeatureContext, pages: { soleTraderOrCompany: string }): express.Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  const refuse: Refuse = (_req, res, status, _reason, error) =>
    void res.status(status).set('Cache-Control', 'no-store').json({ error });

  router.all(postPath, toolsGuards.postGuard(refuse, { one: 'figures', many: 'Calculations' }));
  router.post(postPath, ...toolsGuards.parsers, (req, res) => {
    // The app works the answer out in the browser; only a plain form is answered here.
    if (!isFormPost(req)) return void res.status(415).json({ error: 'Send the figures as a plain HTML form.' });
    const body = (req.body ?? {}) as Record<string, unknown>;
    const values = valuesFrom((name) => body[name]);
    const answered = readAnswers(values, taxYearsOffered(londonDate(context.clock())));
    // A field sent twice or unknown is refused, never settled by a default or ignored.
    const unexpected = unexpectedFields(body);
    const read =
      Object.keys(unexpected).length === 0
        ? answered
        : { problems: { ...('problems' in answered ? answered.problems : {}), ...unexpected } };
    const page =
      'problems' in read
        ? {
            status: 400,
            html: renderCalculatorAnswer(pages.soleTraderOrCompany, {
              kind: 'refused',
              values,
              problems: read.problems,
            }),
          }
        : {
            status: 200,
            html: renderCalculatorAnswer(pages.soleTraderOrCompany, {
              kind: 'answer',
              values,
              view: comparisonView(read.answers),
            }),
          };
    res.status(page.status).set('Cache-Control', 'no-store').type('html').send(page.html);
  });
  router.use(toolsGuards.apiErrors(refuse, context.log, unavailable));
  return router;
}
