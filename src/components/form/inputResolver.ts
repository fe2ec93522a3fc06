// The shared rules (an input schema from api/schemas) run on what a form would send, not on its
// values as typed: a form maps them first (a blank replacement token means "keep it", a blank
// channel means none), so the form and the provider judge the same thing.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

export function inputResolver<T extends FieldValues, TInput extends FieldValues>(
  schema: Parameters<typeof zodResolver>[0],
  inputOf: (values: T) => TInput,
): Resolver<T, unknown, TInput> {
  const resolve = zodResolver(schema);
  return (values, context, options) =>
    resolve(inputOf(values), context, options as never) as ReturnType<Resolver<T, unknown, TInput>>;
}
