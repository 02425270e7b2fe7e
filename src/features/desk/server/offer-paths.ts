import { deskPrefix } from '../../../../server/platform/http/http-rules';

/** The offer of other times' addresses, beside the desk's own (paths.ts), under the same prefix. */
export const offerPaths = {
  offer: (id: string) => `${deskPrefix}/diary/${encodeURIComponent(id)}/offer`,
  send: (id: string) => `${deskPrefix}/diary/${encodeURIComponent(id)}/offer/send`,
} as const;
