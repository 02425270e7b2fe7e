import { deskPrefix } from '../../../../server/platform/http/http-rules';

/** The diary actions' addresses beside the desk's own (paths.ts), under the same prefix. */
export const diaryActionPaths = {
  blocks: `${deskPrefix}/blocks`,
  unblock: (id: string) => `${deskPrefix}/blocks/${encodeURIComponent(id)}/remove`,
  started: `${deskPrefix}/diary/started`,
  mark: (id: string) => `${deskPrefix}/diary/${encodeURIComponent(id)}/attendance`,
} as const;
