import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Status, companyDataRuleTexts, type Language } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { failureStatus, fieldMessagesOf, useLanguage } from '@portal/ui';

/** A refused field found by the form itself, beyond the schema (the address rules). */
export interface ExtraFailure {
  campo: string;
  /** A key of the form's messages (a rule of companyDataRuleTexts, or addr_*). */
  clave: string;
}

export type FormResult =
  | { kind: 'idle' }
  | { kind: 'saved'; aviso: number }
  /** Refused by the form (15) or by the server (its code); `unplaced`: messages no field of the form shows. */
  | { kind: 'refused'; status: number; unplaced: string[] };

const addressRuleKeys = ['required', 'invalid', 'notApplicable', 'notInProvince', 'postalCodeFormat', 'postalCodeProvince'];

/**
 * A company data form: react-hook-form checked with the contract's schema (the server checks the
 * same one), plus the checks the schema cannot make alone (`extra`: the address rules over the
 * domains shown). Each field's rule is worded in the language shown; a refusal of the server marks
 * the fields it names with its own words, and the summary (FormOutcome) says what to do and links
 * to each of them.
 */
export const useCompanyDataForm = <Saved extends { aviso: number }>({
  schema,
  defaultValues,
  prepare = (values) => values,
  extra = () => [],
  save,
}: {
  schema: z.ZodType;
  defaultValues: FieldValues;
  /** The values as the request sends them (lists as numbers, the parts that do not apply left out). */
  prepare?: (values: FieldValues) => FieldValues;
  extra?: (values: FieldValues) => ExtraFailure[];
  save: (values: FieldValues, language: Language) => Promise<Saved>;
}) => {
  const { t } = useTranslation('companyData');
  const language = useLanguage();
  const [result, setResult] = useState<FormResult>({ kind: 'idle' });
  const messages = useMemo(
    () => ({
      ...companyDataRuleTexts[language],
      ...Object.fromEntries(addressRuleKeys.map((rule) => [`addr_${rule}`, t(`addr_${rule}`)])),
    }),
    [language, t],
  );
  // The latest helpers of the page (they read its state), without a new resolver on every render.
  const helpers = useRef({ prepare, extra });
  useLayoutEffect(() => {
    helpers.current = { prepare, extra };
  });
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const checked = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
    return async (values, context, options) => {
      const request = helpers.current.prepare(values);
      const outcome = await checked(request, context, options);
      const failures = helpers.current.extra(request);
      if (failures.length === 0) return outcome;
      const errors = { ...outcome.errors } as Record<string, unknown>;
      for (const { campo, clave } of failures) {
        const [head, ...rest] = campo.split('.');
        const nested = (errors[head!] ?? {}) as Record<string, unknown>;
        if (rest.length === 0) errors[head!] ??= { type: 'validate', message: clave };
        else {
          nested[rest.join('.')] ??= { type: 'validate', message: clave };
          errors[head!] = nested;
        }
      }
      return { values: {}, errors: errors as never };
    };
  }, [schema]);
  // The refusal's notice takes the focus (FormOutcome) and links to each field.
  const form = useForm<FieldValues>({ resolver, defaultValues, shouldFocusError: false });

  const submit = form.handleSubmit(
    async (values) => {
      setResult({ kind: 'idle' });
      try {
        const saved = await save(values, language);
        setResult({ kind: 'saved', aviso: saved.aviso });
        return saved;
      } catch (error) {
        const details = isApiError(error)
          ? ((error.details as { errores?: { campo: string; mensaje: string }[] } | undefined)?.errores ?? [])
          : [];
        const unplaced: string[] = [];
        for (const { campo, mensaje } of details) {
          if (campo in form.getValues() || campo.includes('.')) {
            form.setError(campo, { type: 'server', message: mensaje });
          } else unplaced.push(mensaje);
        }
        setResult({
          kind: 'refused',
          status: failureStatus(error),
          unplaced: details.length > 0 ? unplaced : fieldMessagesOf(error),
        });
      }
    },
    () => setResult({ kind: 'refused', status: Status.missingMandatoryData, unplaced: [] }),
  );
  return { form, submit, result, setResult, messages, language };
};
