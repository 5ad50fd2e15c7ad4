import fc from 'fast-check';

/** The subset of JSON Schema that zod emits for our request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= 200);
    } catch {
      // A pattern JavaScript cannot compile: fall through to a plain string.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.min(schema.maxLength ?? 24, Math.max(minLength, 24)) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
  const low = Math.max(min, -1_000_000);
  const high = Math.max(low, Math.min(max, 1_000_000));
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.integer({ min: Math.ceil(low * 100), max: Math.floor(high * 100) }).map((n) => n / 100);
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = validValue(property);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/** Values the schema accepts (refinements zod cannot express in JSON Schema aside). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(validValue));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0]);
  const type = typesOf(schema).find((candidate) => candidate !== 'null') ?? typesOf(schema)[0];
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
      });
    case 'object':
      return objectArbitrary(schema);
    default:
      return fc.constant('1');
  }
}

/** The payloads a careless or hostile client sends in place of any one value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    [],
    {},
    '',
    ' ',
    'x'.repeat(100_000),
    1e308,
    -1e308,
    -1,
    0,
    -0.01,
    0.001,
    1.005,
    2 ** 63,
    Number.MAX_SAFE_INTEGER + 2,
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '0x10',
    '9'.repeat(400),
    "' OR 1=1 --",
    '1; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\u202egnp.exe',
    '😀🎲💰',
    'a\u0000b',
    '\ud800',
    '../../etc/passwd',
    '%00',
    '{"$ne":null}',
    { __proto: { admin: true } },
    Array.from({ length: 5000 }, (_, i) => i),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
);

export type BodyMutation =
  | { kind: 'replace-field'; field: string; value: unknown }
  | { kind: 'drop-required'; field: string }
  | { kind: 'extra-field'; field: string; value: unknown }
  | { kind: 'replace-body'; value: unknown }
  | { kind: 'valid' };

/** A body that starts valid and is then broken in exactly one way (or left valid, as a control). */
export function hostileBody(
  schema: JsonSchema | null,
): fc.Arbitrary<{ body: unknown; mutation: BodyMutation }> {
  const base = schema ? validValue(schema) : fc.constant(undefined);
  const fields = Object.keys(schema?.properties ?? {});
  const required = (schema?.required ?? []).filter((name) => fields.includes(name));
  const mutations: fc.Arbitrary<BodyMutation>[] = [
    hostileValue.map((value) => ({ kind: 'replace-body', value })),
    fc
      .string({ minLength: 1, maxLength: 12 })
      .chain((field) =>
        hostileValue.map((value): BodyMutation => ({ kind: 'extra-field', field: `x_${field}`, value })),
      ),
    fc.constant({ kind: 'valid' }),
  ];
  if (fields.length) {
    mutations.push(
      fc
        .tuple(fc.constantFrom(...fields), hostileValue)
        .map(([field, value]) => ({ kind: 'replace-field', field, value })),
      fc
        .tuple(fc.constantFrom(...fields), hostileValue)
        .map(([field, value]) => ({ kind: 'replace-field', field, value })),
    );
  }
  if (required.length)
    mutations.push(fc.constantFrom(...required).map((field) => ({ kind: 'drop-required', field })));
  return fc.tuple(base, fc.oneof(...mutations)).map(([valid, mutation]) => ({
    body: applyMutation(valid, mutation),
    mutation,
  }));
}

function applyMutation(valid: unknown, mutation: BodyMutation): unknown {
  const object =
    valid && typeof valid === 'object' && !Array.isArray(valid)
      ? { ...(valid as Record<string, unknown>) }
      : {};
  switch (mutation.kind) {
    case 'valid':
      return valid;
    case 'replace-body':
      return mutation.value;
    case 'replace-field':
    case 'extra-field':
      object[mutation.field] = mutation.value;
      return object;
    case 'drop-required':
      delete object[mutation.field];
      return object;
  }
}
