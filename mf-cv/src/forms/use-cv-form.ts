import { useMemo, useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Status, type Language } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { useLanguage } from '@portal/ui';
import { fieldErrorsOf } from '../api';
import { wordedResolver } from './worded-resolver';

export type FormState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  /** Refused: by the form's own check (15) or by the server (its code), with the fields it named. */
  | { kind: 'refused'; status: number; unplaced: string[] };

/** Any of the contracts' schemas, or a form's wrapping of one (a preprocess, an intersection). */
export type FormSchema = z.ZodType;

/**
 * A CV form: react-hook-form fed with the contracts' schema (the server checks the same one),
 * messages in the language on screen. `save` gets the schema's output; a refusal of the server
 * marks the fields it names, and what no field of the form shows goes to the summary.
 */
export const useCvForm = (
  schema: FormSchema,
  defaultValues: FieldValues,
  save: (values: FieldValues, language: Language) => Promise<unknown>,
  idPrefix: string,
) => {
  const language = useLanguage();
  const resolver = useMemo(
    () => wordedResolver(zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, FieldValues>, schema, language),
    [schema, language],
  );
  const form = useForm<FieldValues, unknown, FieldValues>({ resolver, defaultValues });
  const [state, setState] = useState<FormState>({ kind: 'idle' });

  const submit = form.handleSubmit(
    async (values) => {
      setState({ kind: 'saving' });
      try {
        await save(values, language);
        setState({ kind: 'idle' });
      } catch (error) {
        const unplaced: string[] = [];
        for (const { campo, mensaje } of fieldErrorsOf(error)) {
          if (document.getElementById(`${idPrefix}-${campo.replaceAll('.', '-')}`)) {
            form.setError(campo, { type: 'server', message: mensaje }, { shouldFocus: unplaced.length === 0 });
          } else unplaced.push(mensaje);
        }
        setState({ kind: 'refused', status: isApiError(error) ? error.status : Status.serviceUnavailable, unplaced });
      }
    },
    () => setState({ kind: 'refused', status: Status.missingMandatoryData, unplaced: [] }),
  );
  return { form, state, submit, language };
};
