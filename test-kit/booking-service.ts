import type { BookingConfig } from '../src/features/booking/server/config';
import { testBookingConfig } from './booking';
import { dataPlace, type DataPlace } from './data-place';
import { startTestEnquiries, type TestEnquiries, type TestOverrides } from './enquiry-service';
import type { TestEngine } from './engines';
import { testPostgresUrl } from './postgres';
import { SmtpSink } from './smtp-sink';

/**
 * The booking service as a file's cases use it, on the engine each names and on the test's own
 * clock: a real SMTP server a case (`sink`), the services a case starts stopped after it, their
 * data removed after the file. Call it at the top of a test file (it registers Jest's hooks).
 */
export function bookingServices(clock: () => Date): {
  readonly sink: SmtpSink;
  start: (engine: TestEngine, booking?: Partial<BookingConfig>, overrides?: TestOverrides) => Promise<TestEnquiries>;
  stopAfterCase: (enquiries: TestEnquiries) => void;
} {
  let sink: SmtpSink | undefined;
  const running: TestEnquiries[] = [];
  const places: DataPlace[] = [];
  beforeEach(async () => {
    sink = await new SmtpSink().start();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((enquiries) => enquiries.stop()));
    await sink?.stop();
  });
  afterAll(() => places.forEach((place) => place.remove()));

  const services = {
    get sink(): SmtpSink {
      if (!sink) throw new Error('The SMTP server starts before each case: read `sink` inside one.');
      return sink;
    },
    async start(
      engine: TestEngine,
      booking: Partial<BookingConfig> = {},
      overrides: TestOverrides = {},
    ): Promise<TestEnquiries> {
      const place = await dataPlace({ postgresUrl: engine === 'postgres' ? testPostgresUrl() : null });
      places.push(place);
      const enquiries = await startTestEnquiries({
        ...place.overrides,
        smtpUrl: services.sink.url,
        clock,
        booking: testBookingConfig({ clock, ...booking }),
        ...overrides,
      });
      running.push(enquiries);
      return enquiries;
    },
    /** A service the case started another way, stopped after it as the others are. */
    stopAfterCase(enquiries: TestEnquiries): void {
      running.push(enquiries);
    },
  };
  return services;
}
