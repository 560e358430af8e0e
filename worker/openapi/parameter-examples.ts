/**
 * hono-openapi lifts a parameter's description out of its schema, not its example: this lifts the
 * example too, to the parameter, where testers read it. An optional parameter says so, as the
 * document's other parameters do.
 */
export function withParameterExamples(operation: { parameters?: unknown }): void {
  if (!Array.isArray(operation.parameters)) return
  for (const parameter of operation.parameters as { required?: boolean; example?: unknown; schema?: { example?: unknown } }[]) {
    if (parameter.schema?.example === undefined) continue
    const { example, ...schema } = parameter.schema
    parameter.required ??= false
    parameter.example = example
    parameter.schema = schema
  }
}
