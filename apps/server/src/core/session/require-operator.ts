import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/app-error';
import { requireUser } from './current-user';

/** Operators only (the admin role, read fresh): a visitor gets 401, any other user 403. */
export async function requireOperator(request: FastifyRequest, db: Db) {
  const user = await requireUser(request, db);
  if (user.role !== 'admin') throw forbidden('This page is for operators.');
  return user;
}
