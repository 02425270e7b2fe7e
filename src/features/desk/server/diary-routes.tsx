import type { Request, Response, Router } from 'express';
import type { DiaryEntry, StaffMember } from '../../../../server/platform/firm';
import { londonInstant } from '../../../platform/calendar/london-time';
import type { IsoDate } from '../../../platform/calendar/dates';
import { deskCopy } from '../content/desk';
import { diaryActionsCopy } from '../content/diary-actions';
import { mayAct, what } from './consultation-access';
import type { Desk } from './desk';
import { diaryActionPaths } from './diary-action-paths';
import type { DeskSession } from './sessions';
import { BlockCard, BlockForm, londonWhen, type BlockFormValues, type BlockProblems } from './views/block-views';
import type { DeskRouteKit } from './route-kit';
import { StartedView } from './views/started-view';
import { deskForms } from './form-fields';

const { block: blockFields } = deskForms;

/** The longest block at once: a year, so that a slip of the keyboard cannot close a diary for ever. */
const blockMaxDays = 366;
const dayMs = 24 * 60 * 60 * 1000;

const blocksCopy = diaryActionsCopy.blocks;
const startedCopy = diaryActionsCopy.started;

/** Whether a member may block or unblock this diary: an administrator any, a director their own. */
const mayBlock = (member: StaffMember, diary: string) => member.role === 'administrator' || member.diary === diary;

/** An instant from the form's London date and time, or what is wrong with each. */
function instant(date: string, time: string): { at?: Date; date?: string; time?: string } {
  const dateOk = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));
  const timeOk = /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
  if (!dateOk || !timeOk)
    return {
      ...(dateOk ? {} : { date: blocksCopy.problems.date }),
      ...(timeOk ? {} : { time: blocksCopy.problems.time }),
    };
  try {
    return { at: londonInstant(date as IsoDate, time) };
  } catch {
    // A time the clocks skip (the last Sunday of March, 01:00 to 01:59).
    return { time: blocksCopy.problems.time };
  }
}

/** Whether a consultation lies inside a block (of the same diary, overlapping its time). */
const insideBlock = (block: { diary: string; from: string; until: string }) => (entry: DiaryEntry) =>
  entry.diary === block.diary &&
  londonInstant(entry.date as IsoDate, entry.start).toISOString() < block.until &&
  londonInstant(entry.date as IsoDate, entry.end).toISOString() > block.from;

/** The block form's fields, as posted. */
const postedBlock = (req: Request, field: DeskRouteKit['field']): BlockFormValues => ({
  diary: field(req, blockFields.diary),
  fromDate: field(req, blockFields.fromDate).trim(),
  fromTime: field(req, blockFields.fromTime).trim(),
  untilDate: field(req, blockFields.untilDate).trim(),
  untilTime: field(req, blockFields.untilTime).trim(),
  reason: field(req, blockFields.reason).trim(),
});

/** What is wrong with a posted block, field by field, and its instants when they read. */
function checkBlock(
  values: BlockFormValues,
  rules: { diaries: readonly string[]; now: Date; reasonMaxLength: number },
): { problems: BlockProblems; from?: Date; until?: Date } {
  const problems: BlockProblems = {};
  if (!rules.diaries.includes(values.diary)) problems.diary = blocksCopy.problems.director;
  const from = instant(values.fromDate, values.fromTime);
  const until = instant(values.untilDate, values.untilTime);
  if (from.date) problems.fromDate = from.date;
  if (from.time) problems.fromTime = from.time;
  if (until.date) problems.untilDate = until.date;
  if (until.time) problems.untilTime = until.time;
  if (from.at && until.at) {
    if (until.at <= from.at) problems.untilDate = blocksCopy.problems.order;
    else if (until.at.getTime() <= rules.now.getTime()) problems.untilDate = blocksCopy.problems.past;
    else if (until.at.getTime() - from.at.getTime() > blockMaxDays * dayMs)
      problems.untilDate = blocksCopy.problems.tooLong(blockMaxDays);
  }
  if (!values.reason) problems.reason = blocksCopy.problems.reason;
  else if (values.reason.length > rules.reasonMaxLength)
    problems.reason = blocksCopy.problems.reasonTooLong(rules.reasonMaxLength);
  return { problems, ...(from.at ? { from: from.at } : {}), ...(until.at ? { until: until.at } : {}) };
}

/** What every diary action shares: the desk, the kit, the audit line, the directors a member may block. */
interface ActionTools {
  desk: Desk;
  kit: DeskRouteKit;
  audit: (req: Request, session: DeskSession, action: string, detail: string) => Promise<unknown>;
  /** The directors whose diary this member may block: all for an administrator, their own for a director. */
  blockable: (member: StaffMember) => { id: string; name: string }[];
}

type BlocksForm = { status: number; values?: BlockFormValues; problems?: BlockProblems; notice?: string };

/** The blocks page: each block with the consultations still inside it, and the form to add one. */
async function blocksPage(
  { desk, kit, blockable }: ActionTools,
  res: Response,
  session: DeskSession,
  form: BlocksForm,
) {
  const [blocks, upcoming] = [await desk.diary.blocks(), await desk.diary.upcoming()];
  const choices = blockable(session.member);
  kit.page(res, form.status, {
    title: blocksCopy.title,
    lead: blocksCopy.lead,
    signed: kit.signed(res),
    current: 'blocks',
    ...(form.notice ? { notice: { text: form.notice } } : {}),
    ...(form.problems ? { notice: { text: Object.values(form.problems).join(' '), alert: true } } : {}),
    children: (
      <>
        <section aria-labelledby="blocks-current">
          <h2 id="blocks-current" className="text-2xl font-semibold tracking-tight text-ink-900">
            {blocksCopy.current}
          </h2>
          {blocks.length === 0 ? (
            <p className="mt-3 text-slate-600">{blocksCopy.none}</p>
          ) : (
            <div className="mt-6 space-y-4">
              {blocks.map((block) => (
                <BlockCard
                  key={block.id}
                  block={block}
                  inside={upcoming.filter(insideBlock(block))}
                  csrf={session.csrf}
                  canAct={mayBlock(session.member, block.diary)}
                />
              ))}
            </div>
          )}
        </section>
        {choices.length > 0 && (
          <BlockForm
            directors={choices}
            csrf={session.csrf}
            maxLength={desk.config.reasonMaxLength}
            problems={form.problems}
            values={
              form.values ?? {
                diary: session.member.diary ?? choices[0]?.id ?? '',
                fromDate: '',
                fromTime: '09:00',
                untilDate: '',
                untilTime: '17:30',
                reason: '',
              }
            }
          />
        )}
      </>
    ),
  });
}

/** GET /blocks: the blocks page, with what was just done. */
const listBlocks = (tools: ActionTools) =>
  tools.kit.staffOnly(async (req, res, session) => {
    const notice = { added: blocksCopy.added, inside: blocksCopy.addedInside, removed: blocksCopy.removed }[
      String(req.query.done) as 'added' | 'inside' | 'removed'
    ];
    await blocksPage(tools, res, session, { status: 200, ...(notice ? { notice } : {}) });
  });

/** POST /blocks: a block added to a diary this member may block, or the form again with what is wrong. */
const addBlock = (tools: ActionTools) =>
  tools.kit.staffOnly(async (req, res, session) => {
    const { desk, kit, audit, blockable } = tools;
    const values = postedBlock(req, kit.field);
    if (desk.diary.directors().some((director) => director.id === values.diary)) {
      if (!mayBlock(session.member, values.diary)) {
        await audit(req, session, 'refused: block another director’s diary', values.diary);
        return kit.refuse(res, 403, deskCopy.refused.forbiddenTitle, blocksCopy.notYours);
      }
    }
    const { problems, from, until } = checkBlock(values, {
      diaries: blockable(session.member).map((director) => director.id),
      now: kit.now(),
      reasonMaxLength: desk.config.reasonMaxLength,
    });
    if (Object.keys(problems).length > 0 || !from || !until)
      return blocksPage(tools, res, session, { status: 400, values, problems });
    const block = await desk.diary.block({
      diary: values.diary,
      from,
      until,
      reason: values.reason,
      by: session.member.email,
    });
    await audit(
      req,
      session,
      'blocked time',
      `${block.directorName}, ${londonWhen(block.from)} to ${londonWhen(block.until)}: ${block.reason}`,
    );
    const clash = (await desk.diary.upcoming()).some(insideBlock(block));
    res.redirect(303, `${diaryActionPaths.blocks}?done=${clash ? 'inside' : 'added'}`);
  });

/** POST /blocks/:id/remove: a block this member may remove, removed. */
const removeBlock = ({ desk, kit, audit }: ActionTools) =>
  kit.staffOnly(async (req, res, session) => {
    const id = String(req.params.id);
    const block = (await desk.diary.blocks()).find((candidate) => candidate.id === id);
    if (!block) return kit.refuse(res, 404, deskCopy.refused.notFoundTitle, blocksCopy.gone);
    if (!mayBlock(session.member, block.diary)) {
      await audit(req, session, 'refused: remove another director’s block', `${block.directorName}, ${id}`);
      return kit.refuse(res, 403, deskCopy.refused.forbiddenTitle, blocksCopy.notYours);
    }
    if (!(await desk.diary.unblock(id))) return kit.refuse(res, 404, deskCopy.refused.notFoundTitle, blocksCopy.gone);
    await audit(
      req,
      session,
      'removed a block',
      `${block.directorName}, ${londonWhen(block.from)} to ${londonWhen(block.until)}: ${block.reason}`,
    );
    res.redirect(303, `${diaryActionPaths.blocks}?done=removed`);
  });

/** GET /diary/started: the consultations started but not yet marked. */
const listStarted = ({ desk, kit }: ActionTools) =>
  kit.staffOnly(async (req, res, session) => {
    const entries = await desk.diary.started();
    const done = startedCopy.done[String(req.query.marked) as 'attended' | 'missed'] as string | undefined;
    kit.page(res, 200, {
      title: startedCopy.title,
      lead: startedCopy.lead(desk.diary.attendanceDays),
      signed: kit.signed(res),
      current: 'started',
      ...(done ? { notice: { text: done } } : {}),
      children:
        entries.length === 0 ? (
          <p>{startedCopy.none(desk.diary.attendanceDays)}</p>
        ) : (
          <StartedView entries={entries} csrf={session.csrf} canMark={(entry) => mayAct(session, entry)} />
        ),
    });
  });

/** POST /diary/:id/attendance: a started consultation this member may act on, marked attended or missed. */
const markAttendance = ({ desk, kit, audit }: ActionTools) =>
  kit.staffOnly(async (req, res, session) => {
    const outcome = kit.field(req, deskForms.mark.outcome);
    const entry = (await desk.diary.started()).find((candidate) => candidate.id === String(req.params.id));
    if (!entry || (outcome !== 'attended' && outcome !== 'missed'))
      return kit.refuse(res, 404, deskCopy.refused.notFoundTitle, startedCopy.gone);
    if (!mayAct(session, entry)) {
      await audit(req, session, 'refused: mark another director’s consultation', what(entry));
      return kit.refuse(res, 403, deskCopy.refused.forbiddenTitle, startedCopy.notYours);
    }
    if (!(await desk.diary.mark(entry.id, outcome, session.member.email)))
      return kit.refuse(res, 404, deskCopy.refused.notFoundTitle, startedCopy.gone);
    await audit(req, session, `marked ${outcome}`, what(entry));
    res.redirect(303, `${diaryActionPaths.started}?marked=${outcome}`);
  });

/**
 * The diary's actions beyond cancelling, at the desk: a director's blocked time (added, listed with
 * the consultations still inside it, removed) and marking a started consultation attended or
 * missed. Each calls the booking's own code through the firm's diary (server/platform/firm.ts), as
 * `npm run bookings` does, and each is audited. Mounted by the desk's routes (routes.tsx), under
 * the desk's prefix: its paths are relative to it (diary-action-paths.ts has the whole addresses).
 */
export function diaryActionRoutes(router: Router, kit: DeskRouteKit): void {
  const { desk, only } = kit;
  const tools: ActionTools = {
    desk,
    kit,
    audit: (req, session, action, detail) =>
      desk.audit.record({ email: session.member.email, action, detail, network: kit.network(req) }),
    blockable: (member) => desk.diary.directors().filter((director) => mayBlock(member, director.id)),
  };

  router.route('/blocks').get(listBlocks(tools)).post(addBlock(tools)).all(only('GET, HEAD, POST'));
  router.route('/blocks/:id/remove').post(removeBlock(tools)).all(only('POST'));
  router.route('/diary/started').get(listStarted(tools)).all(only('GET, HEAD'));
  router.route('/diary/:id/attendance').post(markAttendance(tools)).all(only('POST'));
}
