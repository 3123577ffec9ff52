import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services/index.js';
import type { StaffActor } from '../services/staff.js';

/** Per-request context of the admin GraphQL endpoint: the staff session (if any) and the services. */
export type AdminContext = {
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in staff member of the session cookie; null without a live session. */
  staff: StaffActor | null;
  /** The session cookie's token (to end the session, or mark it two-factor after enrolment). */
  sessionToken: string | null;
};
