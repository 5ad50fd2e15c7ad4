import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, STATUS_MESSAGES } from '../domain/errors';
import { databaseFailure } from './database-errors';
import { failure } from './envelope';
import { NulCharacterError } from './json-body';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const hasChinese = (text: string | undefined): text is string => !!text && /[\u4e00-\u9fa5]/.test(text);

/** Turns the first zod issue into one clear Chinese sentence. */
export function validationMessage(issues: ValidationIssue[], part: string): string {
  const issue = issues[0];
  if (!issue) return STATUS_MESSAGES[400] as string;
  // Schemas carry their own Chinese messages where the contract names one (用户名格式不正确 ...).
  if (hasChinese(issue.message)) return issue.message;
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (issue.keyword === 'unrecognized_keys') {
    const keys = Array.isArray(issue.params.keys) ? issue.params.keys.join(', ') : '';
    return `请求参数错误：不支持的字段 ${keys}`;
  }
  if (!field) return part === 'body' ? '请求参数错误：请求体须为JSON对象' : (STATUS_MESSAGES[400] as string);
  if (issue.keyword === 'invalid_type') {
    // zod drops the input from issues; its English message still says what it received.
    const missing = /received undefined$/.test(issue.message ?? '');
    return missing ? `请求参数错误：缺少字段 ${field}` : `请求参数错误：字段 ${field} 类型错误`;
  }
  return `请求参数错误：字段 ${field} 不符合要求`;
}

function messageFor(error: FastifyError): { status: number; message: string } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 400,
      message: validationMessage(error.validation as ValidationIssue[], error.validationContext ?? ''),
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 400, message: '请求内容过大，不能超过1MB' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, message: '请求内容类型不支持，请使用JSON' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: '请求内容长度不正确' };
  }
  if (error instanceof NulCharacterError) return { status: 400, message: '请求参数错误：内容含有非法字符' };
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, message: '请求数据格式错误，须为合法的JSON' };
  }
  const fromDatabase = databaseFailure(error);
  if (fromDatabase) return fromDatabase;
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, message: STATUS_MESSAGES[429] as string };
  if (status >= 400 && status < 500)
    return { status, message: STATUS_MESSAGES[status] ?? (STATUS_MESSAGES[400] as string) };
  return { status: 500, message: STATUS_MESSAGES[500] as string };
}

/** Every failure leaves as the envelope with a Chinese message; stack traces stay in the server log. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.status).send({ ...failure(error.status, error.message), data: error.data });
    }
    const { status, message } = messageFor(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Input the schemas should have refused reached the database: answered, but worth a look.
    else if (databaseFailure(error)) request.log.warn({ err: error }, 'database refused the input');
    return reply.status(status).send(failure(status, message));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(failure(404)));
}
