import { createHash } from 'node:crypto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiPaths, bookingPaths } from '../../config/paths';
import { timings } from '../../config/site';
import { enquiryForm } from '../../content/enquiry';
import book from './content/pages/book';
import type { IsoDate } from '../../platform/calendar/dates';
import { formatLongDate, formatShortDay } from '../../platform/calendar/format';
import { BookingForm } from './booking-form';
import type { BookingAnswer } from './booking-api';
import { bookingCopy, bookingFields, consultationFormats, type BookingDetails } from './fields';
import { describeSlot } from './format';
import { bookingRules } from './rules';
import { challengePath, leadingZeroBits } from './proof-of-work';
import { nearestFree, parseSlotId, slotGrid, type Slot, type SlotDay } from './slots';

/**
 * The /book form as a visitor meets it once the app runs, against a stand-in for the booking
 * service (src/features/booking/server/api.ts): the grid it serves for a fixed "now" (Monday
 * 23 November 2026, 16:00 London, as src/features/booking/booking.e2e.test.ts fixes the real service's clock),
 * and each answer a booking can get. src/features/booking/booking.e2e.test.ts books against the real service.
 */
// The grid is 270 radios: a test takes one to two seconds alone, up to five on a busy machine.
jest.setTimeout(15_000);

const now = new Date('2026-11-23T16:00:00Z');
const day = '2026-11-25';
const chosen = parseSlotId(`${day}T11:00`, bookingRules)!;
/** The service's grid at `now`, with these slots booked by others. */
const gridWith = (...taken: string[]) => slotGrid(now, bookingRules, new Set(taken));
const grid = gridWith(`${day}T10:00`);

const visitor: BookingDetails = {
  topic: 'crypto-accounting',
  format: 'video',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '020 7946 0123',
  company: 'Compiler Works Ltd',
  note: 'We hold client cryptoassets and want to talk about our first audit.',
};

const retryKeys = ['3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c', '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'] as const;

type Answer = { status: number; body?: object } | 'network failure';

/** The stand-in service: each GET of the slots answers the next grid (the last one again), each POST the next answer. */
function serve({
  grids = [grid],
  answers = [] as Answer[],
  proofOfWork,
}: {
  grids?: SlotDay[][];
  answers?: Answer[];
  /** The proof of work the service asks for (BOOKING_PROOF_OF_WORK), and its challenges; none unless given. */
  proofOfWork?: { difficulty: number; challenge: string };
}) {
  const posts: Record<string, unknown>[] = [];
  let gets = 0;
  global.fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    if (String(url) === apiPaths.bookingSlots && (init.method ?? 'GET') === 'GET') {
      const days = grids[Math.min(gets++, grids.length - 1)];
      return Response.json({ timeZone: 'Europe/London', days, proofOfWork: proofOfWork?.difficulty ?? 0 });
    }
    if (String(url) === challengePath && proofOfWork) return Response.json(proofOfWork);
    expect(String(url)).toBe(apiPaths.bookings);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    posts.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    const answer = answers.shift();
    if (!answer || answer === 'network failure') throw new TypeError('Failed to fetch');
    return Response.json(answer.body ?? {}, { status: answer.status });
  }) as typeof fetch;
  return { posts, gets: () => gets };
}

/** What the service answers a booking it made. */
const booked = (slot: Slot, id: string): BookingAnswer => ({
  id,
  slot,
  inWords: `${describeSlot(slot)}, ${consultationFormats.video.label.toLowerCase()}`,
  confirmation: bookingPaths.confirmation(id),
  calendar: bookingPaths.calendar(id),
  heldUntil: '2026-11-23T17:00:00.000Z',
  holdMinutes: 60,
});

beforeEach(() => {
  jest.useFakeTimers({ now });
  // The form's page; no referrer, so the booking says it came from /book.
  window.history.replaceState(null, '', '/book');
  let next = 0;
  jest.spyOn(crypto, 'randomUUID').mockImplementation(() => retryKeys[next++ % retryKeys.length]!);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Waits for the grid from the service: the days, then the chosen day's times a frame later (slot-grid.tsx). */
async function gridShown(): Promise<void> {
  await screen.findByRole('group', { name: book.form.daysLegend });
  await screen.findAllByLabelText(/^\d\d:\d\d$/);
}

/** Renders the form and waits for the grid from the service, as the app starting does. */
async function renderForm(): Promise<UserEvent> {
  // No pause between keys: the clock is fake, and the form re-renders at each one.
  const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
  render(
    <MemoryRouter>
      <BookingForm />
    </MemoryRouter>,
  );
  await gridShown();
  return user;
}

/** Copy with the phone number kept on one line (a no-break space), matched as it is. */
const asWritten = { normalizer: (text: string) => text.trim() };
const field = (name: keyof typeof bookingFields) => screen.getByLabelText(bookingFields[name].label);
const button = () =>
  screen.getByRole('button', { name: new RegExp(`^(${book.form.submit}|${book.form.submitting})$`) });
const outcome = () =>
  button().parentElement!.parentElement!.querySelector<HTMLElement>('[role="status"][tabindex="-1"]')!;
// Radios are found within their group: a role query's name and visibility checks over the whole
// grid's 270 radios take a third of a second each in jsdom.
const days = () => screen.getByRole('group', { name: book.form.daysLegend });
/** A day's spoken name: the words it shows, then the day in full. */
const dayName = (date: IsoDate) => `${formatShortDay(date)} (${formatLongDate(date)})`;
const dayRadio = (date: IsoDate) => within(days()).getByLabelText(dayName(date));
const first = (days: SlotDay[]) => days.find((candidate) => candidate.slots.some((slot) => slot.free))!.date;
const freeOn = (days: SlotDay[], date: IsoDate) =>
  days.find((candidate) => candidate.date === date)!.slots.filter((slot) => slot.free).length;
/** The grid's status line: how many times are free on the day shown. */
const gridStatus = () => within(days().parentElement!).getByRole('status');
const timesOn = (date: IsoDate) => screen.getByRole('group', { name: book.form.timesLegend(formatLongDate(date)) });
const timeRadio = (slot: Slot) => within(timesOn(slot.date)).getByLabelText(slot.start);

/**
 * Chooses the topic and format and pastes in the visitor's details: typed key by key, every key
 * renders the whole form again, grid and all (seconds in jsdom); the events the form reads are the same.
 */
async function fillIn(user: UserEvent, values: BookingDetails = visitor): Promise<void> {
  for (const [name, value] of Object.entries(values) as [keyof typeof bookingFields, string][]) {
    if (bookingFields[name].input === 'select') await user.selectOptions(field(name), value);
    else if (value) {
      // Cleared first: after the form's reset() user-event still holds the old value as typed.
      await user.clear(field(name));
      await user.paste(value);
    }
  }
}

async function chooseSlot(user: UserEvent, slot: Slot): Promise<void> {
  await user.click(dayRadio(slot.date));
  await user.click(timeRadio(slot));
}

/** Presses the button and lets the booking settle: the service's answer, and the form's second at least. */
async function send(user: UserEvent): Promise<void> {
  await user.click(button());
  await act(() => jest.advanceTimersByTimeAsync(timings.submitDelayMs));
}

describe('the booking form', () => {
  it('offers the first day with a free time, and the times of the day the visitor chooses', async () => {
    serve({});
    const user = await renderForm();
    const first = grid.find((candidate) => candidate.slots.some((slot) => slot.free))!;
    expect(dayRadio(first.date)).toBeChecked();

    await user.click(dayRadio(day));
    const times = within(timesOn(day)).getAllByRole('radio');
    const ofDay = grid.find((candidate) => candidate.date === day)!.slots;
    expect(times.map((radio) => radio.getAttribute('value'))).toEqual(ofDay.map((slot) => slot.id));
    // The time someone else booked is shown, but cannot be chosen.
    expect(within(timesOn(day)).getByLabelText('10:00')).toBeDisabled();
    const free = ofDay.filter((slot) => slot.free).length;
    expect(screen.getByText(book.form.freeCount(free, formatLongDate(day)))).toHaveAttribute('role', 'status');

    await user.click(timeRadio(chosen));
    expect(timeRadio(chosen)).toBeChecked();
    expect(times.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('filters the times by topic: only those a director who takes it is free for, and a chosen time it leaves out is unchosen', async () => {
    // Tax is taken by a director free all day on the 25th; audit's director is busy that morning.
    const byTopic = grid.map((candidate) => ({
      ...candidate,
      slots: candidate.slots.map((slot) => ({
        ...slot,
        topics: slot.date === day && slot.start < '12:00' ? ['tax'] : ['audit', 'tax'],
      })),
    }));
    serve({ grids: [byTopic] });
    const user = await renderForm();
    await user.click(dayRadio(day));
    // No topic yet: every free time is offered.
    expect(timeRadio(chosen)).toBeEnabled();
    await user.click(timeRadio(chosen));

    await user.selectOptions(field('topic'), 'tax');
    expect(timeRadio(chosen)).toBeEnabled();
    expect(timeRadio(chosen)).toBeChecked();

    await user.selectOptions(field('topic'), 'audit');
    expect(timeRadio(chosen)).toBeDisabled();
    expect(timeRadio(chosen)).not.toBeChecked();
    expect(within(timesOn(day)).getByLabelText('14:00')).toBeEnabled();
    const freeForAudit = byTopic
      .find((candidate) => candidate.date === day)!
      .slots.filter((slot) => slot.free && slot.topics.includes('audit')).length;
    expect(screen.getByText(book.form.freeCount(freeForAudit, formatLongDate(day)))).toHaveAttribute('role', 'status');

    // Back to no topic: the morning is offered again, and nothing was chosen behind the visitor's back.
    await user.selectOptions(field('topic'), '');
    expect(timeRadio(chosen)).toBeEnabled();
    expect(
      within(timesOn(day))
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
  });

  it('on an empty submit, marks each required field and the time, lists them in a summary, and sends nothing', async () => {
    const service = serve({});
    const user = await renderForm();
    // Not announced invalid before an answer or a submit (Chromium would say so of an unanswered choice).
    for (const name of ['topic', 'format'] as const) expect(field(name)).toHaveAttribute('aria-invalid', 'false');
    await user.click(button());

    const required = (['topic', 'format', 'name', 'email'] as const).map(
      (name) => [name, bookingFields[name].missing] as const,
    );
    for (const [name, missing] of required) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(missing);
    }
    expect(field('phone')).not.toHaveAttribute('aria-invalid');
    const summary = await screen.findByRole('group', { name: enquiryForm.errorSummaryHeading });
    // In the order the form shows them: the topic and format, the time, then who is coming.
    const links = required.map(([name, missing]) => [missing, `#booking-${name}`]);
    links.splice(2, 0, [bookingCopy.slotMissing, '#booking-slot']);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(links);
    // The summary's link takes the visitor to the field itself.
    await user.click(within(summary).getByRole('link', { name: bookingFields.format.missing! }));
    expect(field('format')).toHaveFocus();
    const firstDay = within(days()).getByRole('radio', { checked: true }).getAttribute('value') as IsoDate;
    expect(timesOn(firstDay)).toHaveAccessibleDescription(bookingCopy.slotMissing);
    expect(service.posts).toEqual([]);

    // Put right, a field's error goes (a choice says so: WCAG 4.1.2, issue 44 M1); choosing a time clears the time's.
    await user.selectOptions(field('format'), 'phone');
    expect(field('format')).toHaveAttribute('aria-invalid', 'false');
    await user.click(
      within(timesOn(firstDay))
        .getAllByRole('radio')
        .find((radio) => !radio.hasAttribute('disabled'))!,
    );
    expect(timesOn(firstDay)).not.toHaveAccessibleDescription();
  });

  it('books: posts the details, the slot, its retry key and the page, then says when in words and empties the form', async () => {
    const service = serve({
      grids: [grid, gridWith(`${day}T10:00`, chosen.id)],
      answers: [{ status: 201, body: booked(chosen, retryKeys[0]) }],
    });
    const user = await renderForm();
    await fillIn(user);
    await chooseSlot(user, chosen);
    await user.click(button());

    // While it books: the button says so and cannot be pressed twice; the outcome holds focus.
    expect(button()).toHaveTextContent(book.form.submitting);
    expect(button()).toBeDisabled();
    expect(outcome()).toHaveFocus();
    await act(() => jest.advanceTimersByTimeAsync(timings.submitDelayMs));

    // Every control of the form is posted (the topics' questions too: the service keeps the chosen topic's).
    expect(service.posts).toEqual([
      expect.objectContaining({ ...visitor, slot: chosen.id, sourcePage: '/book', id: retryKeys[0], yearEnd: '' }),
    ]);
    const said = within(outcome());
    expect(said.getByRole('heading', { name: book.booked.heading })).toBeInTheDocument();
    expect(said.getByText(booked(chosen, retryKeys[0]).inWords)).toBeInTheDocument();
    // Held, not booked: for how long, and that the email confirms it; no calendar file or links yet.
    expect(said.getByText(book.booked.held(60))).toBeInTheDocument();
    for (const step of book.booked.nextSteps) expect(said.getByText(step)).toBeInTheDocument();
    expect(said.queryByRole('link')).toBeNull();
    expect(button()).toHaveTextContent(book.form.submit);
    expect(button()).toBeEnabled();
    // The form is emptied, and the grid fetched again: the day kept, the time just booked taken.
    expect(field('name')).toHaveValue('');
    expect(field('topic')).toHaveValue('');
    expect(service.gets()).toBe(2);
    expect(dayRadio(day)).toBeChecked();
    expect(timeRadio(chosen)).toBeDisabled();
    expect(timeRadio(chosen)).not.toBeChecked();
    // Said once: the refreshed grid's count of free times does not follow the outcome.
    expect(gridStatus()).toBeEmptyDOMElement();
    await user.click(dayRadio(first(grid)));
    expect(gridStatus()).toHaveTextContent(book.form.freeCount(freeOn(grid, first(grid)), formatLongDate(first(grid))));
  });

  it('with a proof of work asked for, says it is checking, solves the challenge and books with the proof', async () => {
    const service = serve({
      proofOfWork: { difficulty: 8, challenge: 'a-challenge' },
      answers: [{ status: 201, body: booked(chosen, retryKeys[0]) }],
    });
    const user = await renderForm();
    await fillIn(user);
    await chooseSlot(user, chosen);
    await user.click(button());
    // Said in the live region while it solves; the button, as for any booking, is pressed once.
    expect(within(outcome()).getByText(book.form.checking)).toBeInTheDocument();
    expect(button()).toBeDisabled();
    await waitFor(() => expect(service.posts).toHaveLength(1));
    const proof = String(service.posts[0]!.proof);
    expect(proof).toMatch(/^a-challenge:\d+$/);
    expect(leadingZeroBits(createHash('sha256').update(proof).digest())).toBeGreaterThanOrEqual(8);
    await act(() => jest.advanceTimersByTimeAsync(timings.submitDelayMs));
    expect(within(outcome()).getByRole('heading', { name: book.booked.heading })).toBeInTheDocument();
  });

  it('refuses a time taken meanwhile, keeps what was typed and the day, and shows that time taken', async () => {
    const after = gridWith(`${day}T10:00`, chosen.id);
    const service = serve({
      grids: [grid, after],
      answers: [{ status: 409, body: { error: bookingCopy.taken, nearest: nearestFree(after, chosen, 3) } }],
    });
    const user = await renderForm();
    await fillIn(user);
    await chooseSlot(user, chosen);
    await send(user);

    const said = within(outcome());
    expect(said.getByRole('heading', { name: enquiryForm.errorSummaryHeading })).toBeInTheDocument();
    expect(said.getByText(bookingCopy.taken)).toBeInTheDocument();
    expect(said.getByText(enquiryForm.outcome.alternatives)).toBeInTheDocument();
    expect(service.gets()).toBe(2);
    expect(dayRadio(day)).toBeChecked();
    expect(timeRadio(chosen)).toBeDisabled();
    expect(within(timesOn(day)).queryByRole('radio', { checked: true })).toBeNull();
    expect(field('name')).toHaveValue(visitor.name);
    expect(field('note')).toHaveValue(visitor.note);
  });

  // As the "not booked" page without the app offers them (its buttons book them), the outcome
  // offers the nearest free times the service names; a button chooses one in the grid, focused.
  it('offers the nearest free times the service names when the time was taken, each choosing it', async () => {
    const after = gridWith(`${day}T10:00`, chosen.id);
    const nearest = nearestFree(after, chosen, 3);
    serve({ grids: [grid, after], answers: [{ status: 409, body: { error: bookingCopy.taken, nearest } }] });
    const user = await renderForm();
    await fillIn(user);
    await chooseSlot(user, chosen);
    await send(user);
    const said = within(outcome());
    expect(said.getByRole('heading', { name: bookingCopy.nearestHeading })).toBeInTheDocument();
    const offered = said.getAllByRole('button').map((offer) => offer.textContent);
    expect(offered).toEqual(nearest.map((slot) => book.form.chooseNearest(describeSlot(slot))));
    // The grid's status line does not follow the outcome with a second announcement.
    expect(gridStatus()).toBeEmptyDOMElement();

    const [second] = nearest.slice(1);
    await user.click(said.getByRole('button', { name: book.form.chooseNearest(describeSlot(second!)) }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(dayRadio(second!.date)).toBeChecked();
    expect(timeRadio(second!)).toBeChecked();
    expect(timeRadio(second!)).toHaveFocus();
    expect(outcome()).toBeEmptyDOMElement();
    expect(field('name')).toHaveValue(visitor.name);
  });

  it('shows the service’s words for a refused field and a refused time by each, keeping what was typed', async () => {
    const problems = { email: bookingFields.email.invalid, slot: bookingCopy.slotTooSoon };
    serve({ answers: [{ status: 400, body: { error: 'Some fields need changing.', fields: problems } }] });
    const user = await renderForm();
    await fillIn(user, { ...visitor, email: 'grace@examplecom' });
    await chooseSlot(user, chosen);
    await send(user);

    // Said where each is, and in the summary (below), not a second time under the button.
    expect(outcome()).toBeEmptyDOMElement();
    expect(timesOn(day)).toHaveAccessibleDescription(problems.slot);
    expect(field('email')).toHaveAccessibleDescription(problems.email);
    const summary = await screen.findByRole('group', { name: enquiryForm.errorSummaryHeading });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [problems.slot, '#booking-slot'],
      [problems.email, '#booking-email'],
    ]);
    expect(field('email')).toHaveValue('grace@examplecom');
    expect(timeRadio(chosen)).toBeChecked();
    // The summary's link to the time focuses the time chosen.
    await user.click(within(summary).getByRole('link', { name: problems.slot }));
    expect(timeRadio(chosen)).toHaveFocus();
  });

  // As the enquiry form does (useFieldErrors's `refuse`): inline, aria-invalid, in the error
  // summary, which takes focus.
  it('marks a field the service refuses, lists it in the summary and focuses the summary', async () => {
    const problems = { email: bookingFields.email.invalid };
    serve({ answers: [{ status: 400, body: { error: 'Some fields need changing.', fields: problems } }] });
    const user = await renderForm();
    await fillIn(user, { ...visitor, email: 'grace@examplecom' });
    await chooseSlot(user, chosen);
    await send(user);

    expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('email')).toHaveAccessibleDescription(problems.email);
    const summary = await screen.findByRole('group', { name: enquiryForm.errorSummaryHeading });
    expect(within(summary).getByRole('link', { name: problems.email })).toHaveAttribute('href', '#booking-email');
    expect(summary).toHaveFocus();
  });

  it('says why when over a limit (429), in the service’s words', async () => {
    const limit = bookingCopy.perEmail(2);
    const service = serve({ answers: [{ status: 429, body: { error: limit } }] });
    const user = await renderForm();
    await fillIn(user);
    await chooseSlot(user, chosen);
    await send(user);

    expect(within(outcome()).getByText(limit, asWritten)).toBeInTheDocument();
    expect(within(outcome()).getByText(enquiryForm.outcome.alternatives)).toBeInTheDocument();
    expect(service.posts).toHaveLength(1);
    expect(field('email')).toHaveValue(visitor.email);
  });

  it('says so when a retried booking lapsed meanwhile (410), and books again with a new key', async () => {
    const service = serve({
      answers: [
        'network failure',
        { status: 410, body: { error: bookingCopy.lapsed, state: 'lapsed' } },
        { status: 201, body: booked(chosen, retryKeys[1]) },
      ],
    });
    const user = await renderForm();
    await fillIn(user);
    await chooseSlot(user, chosen);
    await send(user);
    await send(user);
    expect(within(outcome()).getByText(bookingCopy.lapsed, asWritten)).toBeInTheDocument();
    await send(user);
    expect(service.posts.map((post) => post.id)).toEqual([retryKeys[0], retryKeys[0], retryKeys[1]]);
  });

  it('keeps everything when the network fails, and retries with the same key, then books', async () => {
    const service = serve({
      answers: ['network failure', { status: 201, body: booked(chosen, retryKeys[0]) }],
    });
    const user = await renderForm();
    await fillIn(user);
    await chooseSlot(user, chosen);
    await send(user);

    expect(within(outcome()).getByText(book.form.failed, asWritten)).toBeInTheDocument();
    for (const [name, value] of Object.entries(visitor))
      expect(field(name as keyof typeof bookingFields)).toHaveValue(value);
    expect(timeRadio(chosen)).toBeChecked();
    expect(button()).toBeEnabled();

    await send(user);
    expect(service.posts.map((post) => post.id)).toEqual([retryKeys[0], retryKeys[0]]);
    expect(within(outcome()).getByText(booked(chosen, retryKeys[0]).inWords)).toBeInTheDocument();
  });

  it('gives a new booking a new key once the last one was booked', async () => {
    const other = parseSlotId(`${day}T14:00`, bookingRules)!;
    const service = serve({
      answers: [
        { status: 201, body: booked(chosen, retryKeys[0]) },
        { status: 201, body: booked(other, retryKeys[1]) },
      ],
    });
    const user = await renderForm();
    await fillIn(user);
    await chooseSlot(user, chosen);
    await send(user);
    await fillIn(user);
    await chooseSlot(user, other);
    await send(user);
    expect(service.posts.map((post) => [post.slot, post.id])).toEqual([
      [chosen.id, retryKeys[0]],
      [other.id, retryKeys[1]],
    ]);
  });

  it('keeps the date, time and topic chosen before the grid arrived, and the focus that was on them', async () => {
    // The grid arrives when the test says: until then the plain date and time are the form's.
    let arrive: (response: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (arrive = resolve))) as typeof fetch;
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    render(
      <MemoryRouter>
        <BookingForm />
      </MemoryRouter>,
    );
    await user.selectOptions(field('topic'), visitor.topic);
    await user.selectOptions(screen.getByLabelText(book.form.plainTime), chosen.start);
    const date = screen.getByLabelText(book.form.plainDate);
    await user.type(date, day);
    expect(date).toHaveFocus();

    await act(async () => arrive(Response.json({ timeZone: 'Europe/London', days: grid })));
    await screen.findByRole('group', { name: book.form.daysLegend });
    expect(dayRadio(day)).toBeChecked();
    expect(timeRadio(chosen)).toBeChecked();
    expect(timeRadio(chosen)).toHaveFocus();
    expect(field('topic')).toHaveValue(visitor.topic);
    expect(screen.queryByLabelText(book.form.plainDate)).toBeNull();
  });

  it('keeps a plain date whose time is taken, and the first free day when the date is not offered', async () => {
    for (const [date, time, shownDay] of [
      [day, '10:00', day],
      ['2026-11-28', '10:00', first(grid)],
    ] as const) {
      let arrive: (response: Response) => void = () => undefined;
      global.fetch = jest.fn(() => new Promise<Response>((resolve) => (arrive = resolve))) as typeof fetch;
      const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
      const { unmount } = render(
        <MemoryRouter>
          <BookingForm />
        </MemoryRouter>,
      );
      await user.type(screen.getByLabelText(book.form.plainDate), date);
      await user.selectOptions(screen.getByLabelText(book.form.plainTime), time);
      await user.click(field('name'));
      await act(async () => arrive(Response.json({ timeZone: 'Europe/London', days: grid })));
      await gridShown();
      expect(dayRadio(shownDay)).toBeChecked();
      expect(within(timesOn(shownDay)).queryByRole('radio', { checked: true })).toBeNull();
      // Focus was elsewhere: it stays there.
      expect(field('name')).toHaveFocus();
      unmount();
    }
  });

  it('fills in the topic and note a checker or an estimate sent, and shows that topic’s times', async () => {
    const note = 'I used your safeguarding audit checker.\nMy answers: an EMI, over £5m.';
    window.history.replaceState(null, '', `/book#${new URLSearchParams({ topic: 'audit', note })}`);
    // The audit topic's directors are busy on the 25th's morning: those times are not free for it.
    const topics = grid.map((candidate) => ({
      ...candidate,
      slots: candidate.slots.map((slot) => ({
        ...slot,
        topics: slot.date === day && slot.start < '12:00' ? ['tax'] : ['audit', 'tax'],
      })),
    }));
    serve({ grids: [topics] });
    const user = await renderForm();
    expect(field('topic')).toHaveValue('audit');
    expect(field('note')).toHaveValue(note);
    await user.click(dayRadio(day));
    expect(timeRadio(chosen)).toBeDisabled();
    expect(within(timesOn(day)).getByLabelText('14:00')).toBeEnabled();
  });

  it('leaves out a topic the form does not offer', async () => {
    window.history.replaceState(null, '', '/book#topic=lottery&note=Hello');
    serve({});
    await renderForm();
    expect(field('topic')).toHaveValue('');
    expect(field('note')).toHaveValue('Hello');
  });

  it('says the free times could not be loaded, and leaves the plain date and time to post', async () => {
    global.fetch = jest.fn(async () => new Response('', { status: 503 })) as typeof fetch;
    render(
      <MemoryRouter>
        <BookingForm />
      </MemoryRouter>,
    );
    expect(await screen.findByText(book.form.loadFailed, asWritten)).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText(book.form.plainDate)).toHaveAccessibleDescription(book.form.plainDateHint);
    expect(screen.getByLabelText(book.form.plainTime)).toBeRequired();
    expect(screen.queryByRole('group', { name: book.form.daysLegend })).toBeNull();
  });
});
