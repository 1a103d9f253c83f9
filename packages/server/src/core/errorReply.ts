import { IMPORT_FILE, refusalMessage, RetCode, RetMsg, type FieldRefusal } from '@salon/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failure } from './envelope.js';
import { AppError } from './errors.js';
import { BODY_LIMIT_BYTES } from './limits.js';

const BODY_LIMIT_TEXT = `${BODY_LIMIT_BYTES / 1024 / 1024}MB`;

/** zod's own wording of an issue (the zh-CN locale): a message our schemas did not write, which names no field. */
const localeMessage = z.locales.zhCN().localeError;

/**
 * Every invalid field of a schema refusal (its first issue), by its key path ('lines.0.countedQty'). Our schemas say
 * what is wrong in words naming the field ('姓名至少2个字'); zod's own wording does not, so the key
 * goes before it ('status：数值过大…').
 */
function refusedFieldsOf(error: FastifyError): FieldRefusal[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [{ field: '', message: `参数错误：${error.message}` }];
  const refusals = error.validation.map((v) => {
    const params = v.params as { issue?: { path?: unknown[] } } & Record<string, unknown>;
    const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || params.issue?.path?.join('.') || '';
    const issue = { ...params, code: v.keyword, path: field ? field.split('.') : [], message: v.message } as unknown as Parameters<typeof localeMessage>[0];
    const worded = localeMessage(issue);
    const own = v.message !== (typeof worded === 'string' ? worded : worded?.message);
    return { field, message: own ? (v.message ?? '参数错误') : `${field || '参数'}：${v.message}` };
  });
  // One message a field: the first its schema found ('格式应为 YYYY-MM-DD' before '不是有效的日期').
  return refusals.filter((r, i) => refusals.findIndex((o) => o.field === r.field) === i);
}

/** PostgreSQL error codes a concurrent write can meet, answered as refusals (000001). */
const DATABASE_CONFLICTS: Record<string, string> = {
  '23503': RetMsg.CONFLICT, // foreign_key_violation
  '23505': RetMsg.DUPLICATE, // unique_violation
  '40001': RetMsg.RETRY, // serialization_failure
  '40P01': RetMsg.RETRY, // deadlock_detected
};

/**
 * Every error a route or hook throws, answered in the spec envelope with HTTP 200: refusals as
 * thrown, invalid input 000006, too large 000006, database conflicts 000001 in words, anything
 * else 999999 with a request id (logged, never a stack to the client).
 */
export function errorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(200).send({ ...failure(error.retCode, error.message), result: error.result });
  }
  if (
    error.validation ||
    error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    (error.statusCode === 400 && error.code?.startsWith('FST_ERR_CTP'))
  ) {
    if (!error.validation) return reply.status(200).send(failure(RetCode.INVALID, `参数错误：请求体格式不正确`));
    const fields = refusedFieldsOf(error);
    return reply.status(200).send({ ...failure(RetCode.INVALID, refusalMessage(fields)), result: { fields } });
  }
  // Too large is invalid input like any other: HTTP 200, 000006, naming the limit.
  if (error.statusCode === 413) {
    const message =
      error.code === 'FST_REQ_FILE_TOO_LARGE' ? `文件过大：单个文件不能超过${IMPORT_FILE.maxMb}MB` : `请求内容过大：请求体不能超过${BODY_LIMIT_TEXT}`;
    return reply.status(200).send(failure(RetCode.INVALID, message));
  }
  // A write that met a concurrent one (the database's own constraints caught it): refused, the
  // transaction rolled back, so nothing of it is kept.
  const conflict = DATABASE_CONFLICTS[(error as { code?: string }).code ?? ''];
  if (conflict) {
    request.log.warn({ err: error, requestId: request.id }, 'write refused by a database constraint');
    return reply.status(200).send(failure(RetCode.REFUSED, conflict));
  }
  request.log.error({ err: error, requestId: request.id }, 'unexpected error');
  return reply.status(200).send(failure(RetCode.UNEXPECTED, `${RetMsg.UNEXPECTED}（请求编号 ${request.id}）`, { requestId: request.id }));
}
