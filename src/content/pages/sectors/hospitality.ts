import type { SectorContent } from '../../types';
import * as sources from '../../sources';

const page: SectorContent = {
  path: '/sectors/hospitality',
  title: 'Hospitality',
  subtitle: 'Accounting for restaurants, bars, cafés and hotels, from the tronc to the weekly margin.',
  metaDescription:
    'Accountants for UK restaurants, bars and hotels: tips and tronc under the Employment (Allocation of Tips) Act 2023, food and drink VAT and margins.',
  description: [
    'Since 1 October 2024 the Employment (Allocation of Tips) Act 2023 has required employers to pass qualifying tips, gratuities and service charges to workers without deductions other than tax, to allocate them fairly, and, where tips are received regularly, to have a written policy and keep records. Many operators use a tronc, and the way it is run determines whether National Insurance is due on the payments. We review your tips policy, the tronc arrangements and the payroll that carries them, so that staff are paid correctly and the business can show it.',
    'VAT in hospitality turns on small distinctions. Food eaten on the premises is standard-rated as catering, much cold takeaway food is zero-rated and hot takeaway food is standard-rated, while alcohol and most soft drinks are standard-rated wherever they are consumed. A compulsory service charge is part of the price for VAT purposes; a genuinely voluntary tip is outside the scope. Menus, meal deals and delivery-platform sales all need the right split at the till, because an error repeats on every transaction.',
    'Margins move weekly in this sector. Food and drink cost percentages, wages against sales, wastage and stock losses need to be seen while there is still time to change a menu or a rota, not at the year end. We set up stock counts and weekly reporting that a general manager can actually use, and we run payroll for fluctuating hours and seasonal staff.',
  ],
  illustration: 'hospitality',
  summary:
    'Restaurants, bars, cafés and hotels. Tips and tronc under the 2023 Act, VAT on food and drink, and margin reporting you can act on each week.',
  services: [
    {
      title: 'Tips and tronc compliance',
      description:
        'Reviewing your tips policy and allocation records against the 2023 Act and its statutory code of practice, and setting up or checking a tronc.',
    },
    {
      title: 'Hospitality payroll',
      description:
        'PAYE on tronc payments, variable-hour and seasonal staff, holiday pay, and the National Minimum Wage checks that tight rotas can put at risk.',
    },
    {
      title: 'Food and drink VAT',
      description:
        'Till and menu reviews that apply the correct VAT treatment to eat-in, takeaway, delivery, service charges and meal deals.',
    },
    {
      title: 'Stock and gross profit reporting',
      description:
        'Periodic stocktakes, cost-of-sales calculations and food and drink gross profit percentages reported site by site.',
    },
    {
      title: 'Multi-site management accounts',
      description:
        'Monthly accounts by site with central costs allocated consistently, so that each location’s performance can be compared fairly.',
    },
    {
      title: 'Opening a new site',
      description:
        'Budgets, cash flow forecasts, funding applications and capital allowances on fit-out costs for a new restaurant, bar or hotel.',
    },
  ],
  sources: [sources.tipsAct2023],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
};

export default page;
