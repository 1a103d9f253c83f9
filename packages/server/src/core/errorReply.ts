import { columnOf, IMPORT_FILE, refusalMessage, RESOURCES, RetCode, RetMsg, type FieldRefusal } from '@salon/contract';
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
  '23P01': RetMsg.DUPLICATE, // exclusion_violation: overlapping dates (a bed's stays, a city's rent policies)
  '40001': RetMsg.RETRY, // serialization_failure
  '40P01': RetMsg.RETRY, // deadlock_detected
};

/* ---- Input the schemas let through and the database refused (issue 11.6): never 999999. ---- */

/** PostgreSQL data exceptions (class 22): the value cannot be stored or compared as its column's type. */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22001': '文本超出长度限制', // string_data_right_truncation
  '22003': '数值超出范围', // numeric_value_out_of_range
  '22007': '日期或时间格式不正确', // invalid_datetime_format
  '22008': '日期或时间超出范围', // datetime_field_overflow
  '22021': '文本含有无效字符', // character_not_in_repertoire (NUL)
  '22P02': '取值格式不正确', // invalid_text_representation
  '22P05': '文本含有无效字符', // untranslatable_character (NUL in jsonb)
};

/** The declared field of a table's column ('门店名称'), when a declaration names it. */
function fieldLabelOf(table: string | undefined, column: string | undefined): string | undefined {
  if (!table || !column) return undefined;
  for (const def of RESOURCES) if (def.table === table) for (const f of def.fields) if (!f.from && columnOf(f) === column) return f.label;
  return undefined;
}

/**
 * The answer to a database refusal of the input itself: a data exception (22xxx) is invalid input
 * (000006 in words), a missing value (23502) names its field (000006) or, when no declaration
 * names the column, refuses in words (000001), a check constraint (23514) refuses in words.
 */
function databaseInputRefusal(error: { code?: string; table?: string; column?: string }): { retCode: string; message: string } | null {
  const code = error.code ?? '';
  if (/^22[0-9A-Z]{3}$/.test(code)) return { retCode: RetCode.INVALID, message: `参数错误：${DATA_EXCEPTIONS[code] ?? '数据无效'}` };
  if (code === '23502') {
    const label = fieldLabelOf(error.table, error.column);
    return label ? { retCode: RetCode.INVALID, message: `${label}不能为空` } : { retCode: RetCode.REFUSED, message: '数据不完整，未能保存，请检查后重试' };
  }
  if (code === '23514') return { retCode: RetCode.REFUSED, message: '数据不符合规则，未能保存，请检查后重试' };
  return null;
}

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
  const refusedInput = databaseInputRefusal(error as { code?: string; table?: string; column?: string });
  if (refusedInput) {
    // Logged: a schema let through what the database refused.
    request.log.warn({ err: error, requestId: request.id }, 'input refused by the database');
    return reply.status(200).send(failure(refusedInput.retCode, refusedInput.message));
  }
  request.log.error({ err: error, requestId: request.id }, 'unexpected error');
  return reply.status(200).send(failure(RetCode.UNEXPECTED, `${RetMsg.UNEXPECTED}（请求编号 ${request.id}）`, { requestId: request.id }));
}
