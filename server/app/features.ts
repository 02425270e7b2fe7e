import { bookingFeature } from '../../src/features/booking/server/feature';
import { enquiryFeature } from '../../src/features/enquiry/server/feature';
import { keyDateAlertsFeature } from '../../src/features/key-dates/server/feature';
import { toolsFeature } from '../../src/features/checkers/server/feature';
import { deskFeature } from '../../src/features/desk/server/feature';

/**
 * The service's features, each one plug (server/platform/feature.ts): the service opens, routes,
 * tends and stops them in this order, and their commands are the command line's
 * (server/app/cli.ts). A new server feature is its folder and one line here.
 */
export const features = [enquiryFeature, bookingFeature, keyDateAlertsFeature, toolsFeature, deskFeature] as const;
