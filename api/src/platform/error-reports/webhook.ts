import type { FastifyBaseLogger } from 'fastify';
import type { ErrorReport } from '@portal/contracts';

export type Forwarding = 'sent' | 'failed' | 'skipped';

export interface ChatWebhookOptions {
  /** The team chat's incoming webhook. */
  url: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  /** Posts allowed per minute from this process; the rest are only stored. */
  perMinute?: number;
  /** After a failed post, nothing is posted for this long. */
  pauseAfterFailureMs?: number;
  now?: () => number;
}

/** One line a person reads in the chat: what failed, where and when; never who. */
export const chatText = (report: ErrorReport): string =>
  `Error report: status ${report.status} on ${report.metodo} ${report.ruta} ` +
  `(app ${report.app} ${report.version}, page ${report.pagina}, language ${report.idioma}, ` +
  `at ${report.momento}, report ${report.id})`;

/**
 * Posts reports to a chat's incoming webhook as `{"text": ...}`, the body Slack, Mattermost,
 * Rocket.Chat and Teams' incoming webhooks all accept. Never a retry storm: each report is posted
 * at most once, with a timeout; after a failure the webhook rests for a while; and at most
 * `perMinute` posts a minute leave this process. What is not posted stays in error_reports, and
 * the next post says how many were held back.
 */
export const createChatWebhook = ({
  url,
  log,
  timeoutMs = 5_000,
  perMinute = 20,
  pauseAfterFailureMs = 60_000,
  now = Date.now,
}: ChatWebhookOptions) => {
  let windowStart = 0;
  let postedInWindow = 0;
  let restingUntil = 0;
  let heldBack = 0;

  return async (report: ErrorReport): Promise<Forwarding> => {
    const time = now();
    if (time - windowStart >= 60_000) {
      windowStart = time;
      postedInWindow = 0;
    }
    if (time < restingUntil || postedInWindow >= perMinute) {
      heldBack += 1;
      return 'skipped';
    }
    postedInWindow += 1;
    const note = heldBack > 0 ? ` (+${heldBack} earlier reports not posted, see error_reports)` : '';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: chatText(report) + note }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      // Only the status: the body of a failing webhook could echo anything back.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the webhook answered HTTP ${response.status}`);
      heldBack = 0;
      return 'sent';
    } catch (error) {
      restingUntil = now() + pauseAfterFailureMs;
      // The reason only: the webhook's URL is a secret, and some errors quote it.
      const reason = error instanceof Error ? error.message.replaceAll(url, '[webhook]') : 'unknown';
      log.warn({ reason, report: report.id }, 'error report not posted to the chat webhook');
      return 'failed';
    }
  };
};

export type ChatWebhook = ReturnType<typeof createChatWebhook>;
