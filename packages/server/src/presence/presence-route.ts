import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, findSession } from '../auth/sessions';
import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import { isAllowedOriginOrUniversity } from '../tenancy/allowed-origin';
import { authAnswers } from '../auth/auth-answers';

export const PRESENCE_PATH = '/ws-presence';

/** Whether a request (its origin-form target) is the presence upgrade. */
export function isPresenceUpgrade(url: string | undefined): boolean {
  return (url ?? '').split('?', 1)[0] === PRESENCE_PATH;
}

/** Says what an ignored frame was, for the log. */
function describeIncoming(text: string): 'unparseable' | 'double-encoded' | 'json' {
  try {
    return typeof JSON.parse(text) === 'string' ? 'double-encoded' : 'json';
  } catch {
    return 'unparseable';
  }
}

/**
 * /ws-presence: the upgrade is refused (403) from an origin other than the app's (or a university's),
 * and (401) without a valid session cookie. Clients have nothing to say, so
 * incoming frames are only read to be logged and ignored.
 */
export function registerPresenceRoute(app: FastifyInstance, context: AppContext): void {
  app.get(
    PRESENCE_PATH,
    {
      websocket: true,
      config: { auth: 'none' },
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin !== undefined && !(await isAllowedOriginOrUniversity(context, origin))) {
          throw new ApiError(403, authAnswers.connectionOriginNotAllowed);
        }
        request.session = await findSession(context, request.cookies[SESSION_COOKIE]);
        if (!request.session) throw new ApiError(401, authAnswers.signInFirst);
      },
    },
    (socket, request) => {
      const session = request.session;
      if (!session) return socket.close(1008, 'Not signed in');
      // Clients have nothing to say: the first frame is logged (once per socket, and at most
      // one presence line per session a minute through reconnects: issue 37, item 8), the
      // rest only counted, and a socket past its frame budget (a token bucket) is closed with
      // 1008, so a flood costs neither the log nor the event loop (issue 19, item 12).
      const lines = context.presence.lines;
      const { burst, perSecond } = context.presenceFrames;
      let tokens = burst;
      let refilledAt = performance.now();
      let ignored = 0;
      let closing = false;
      socket.on('message', (data, isBinary) => {
        if (closing) return;
        const at = performance.now();
        tokens = Math.min(burst, tokens + ((at - refilledAt) / 1000) * perSecond);
        refilledAt = at;
        ignored += 1;
        if (tokens < 1) {
          lines.warn(
            session.idHash,
            { userId: session.user.id, frames: ignored },
            'presence: closing a socket that sent too many messages',
          );
          closing = true;
          socket.close(1008, 'Too many messages');
          return;
        }
        tokens -= 1;
        if (ignored === 1) {
          const text = data.toString();
          const kind = isBinary ? 'binary' : describeIncoming(text);
          lines.info(
            session.idHash,
            { userId: session.user.id, kind, text: text.slice(0, 200) },
            'presence: ignored a message (further ones on this socket are not logged)',
          );
        }
      });
      // A superuser hears everyone's numbers; anyone else those of the university their
      // session works on (an admin's switch or impersonation moves it).
      const superuser = session.user.roles.includes('superuser');
      context.presence.add(socket, {
        userId: session.user.id,
        sessionIdHash: session.idHash,
        universityId: session.universityId,
        scope: superuser ? 'all' : { universityId: session.currentUniversityId },
      });
    },
  );
}
