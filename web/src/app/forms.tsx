import {
  forwardRef,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Box, Typography } from '@mui/material';
import type { TextFieldProps } from './TextField';
import { FIELD_LABELS, HONEYPOT_FIELD, validationMessage, type Language } from '@site/common';
import { fieldErrors } from './graphql-errors';

interface SchemaIssue {
  path?: string;
  message: string;
  params?: Record<string, unknown>;
}

interface Validatable {
  validate(value: unknown, options: { abortEarly: false }): Promise<unknown>;
}

/**
 * Runs a shared yup schema (SPEC §5) and returns formik errors, each in the visitor's language: the
 * schemas carry message keys ('required', 'max', ...) that validationMessage turns into text.
 */
export async function schemaErrors(
  schema: Validatable,
  values: Record<string, unknown>,
  language: Language,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner = [] } = error as { inner?: SchemaIssue[] };
    const issues = inner.length > 0 ? inner : [error as SchemaIssue];
    const errors: Record<string, string> = {};
    for (const issue of issues) {
      if (issue.path && !(issue.path in errors))
        errors[issue.path] = validationMessage(issue.message, issue.params, language);
    }
    return errors;
  }
}

/** The first of `fields` (in form order) that has an error. */
export const firstInvalid = <T extends string>(fields: readonly T[], errors: Partial<Record<string, unknown>>) =>
  fields.find((field) => Boolean(errors[field]));

/** Moves focus to a field after a failed submit, once React has painted its error. */
export function focusField(id: string): void {
  window.requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * After the api refused a submit: its message for each field (BAD_USER_INPUT's `extensions.fields`, in
 * the visitor's language) goes under the field through `show` (formik's setErrors), and focus to the
 * first of `fields` (form order) that has one. Nothing happens when none of `fields` has a message.
 */
export function showServerFieldErrors<T extends string>(
  error: unknown,
  fields: readonly T[],
  show: (errors: Record<string, string>) => void,
  idOf: (field: T) => string,
): void {
  const errors = fieldErrors(error);
  const invalid = firstInvalid(fields, errors);
  if (!invalid) return;
  show(errors);
  focusField(idOf(invalid));
}

/**
 * A staff form's values and problems in React state: each field's props (id, label in the page's
 * language, value, problem), a check by a shared schema that shows every problem and puts the focus on
 * the first once it is shown (`validate` resolves true when none of `fields` has a problem), and the
 * api's refusals under their fields.
 * The visitors' forms use formik (`formikField`) for what they add: touched fields, the honeypot.
 */
export function useFormValues<V extends Record<string, unknown>, F extends keyof V & string>(
  initial: () => V,
  fields: readonly F[],
  idOf: (field: F) => string,
  language: Language,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const validate = async (schema: Validatable): Promise<boolean> => {
    const invalid = await schemaErrors(schema, values, language);
    setErrors(invalid as Partial<Record<F, string>>);
    const first = firstInvalid(fields, invalid);
    if (first) focusField(idOf(first));
    return first === undefined;
  };

  const refused = (error: unknown) =>
    showServerFieldErrors(error, fields, (shown) => setErrors(shown as Partial<Record<F, string>>), idOf);

  const field = (name: F) => ({
    id: idOf(name),
    name,
    label: FIELD_LABELS[name][language],
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  return { values, setValues, errors, validate, refused, field };
}

/**
 * The props of a message box (`multiline` TextField) that grows with its text: a plain textarea sized
 * by CSS (`field-sizing: content`, given by the boot script) where the browser has it, `rows` high and
 * scrolling elsewhere.
 * MUI's own growing box (every `multiline` field, `rows` or not) measures a hidden copy as it mounts, a
 * forced layout of the whole page in the middle of React's commit (on the booking page ~45 ms of a
 * task with the CPU slowed four times). `slotProps` are the field's others.
 */
/** A plain <textarea> for InputBase: it drops the `type` InputBase hands every input (not an attribute of a textarea). */
const PlainTextarea = forwardRef<HTMLTextAreaElement, ComponentPropsWithoutRef<'textarea'> & { type?: string }>(
  function PlainTextarea({ type: _type, ...props }, ref) {
    return <textarea ref={ref} data-grow="" {...props} />;
  },
);

export function growingTextarea(rows: number, slotProps: TextFieldProps['slotProps'] = {}, maxRows = 12) {
  // InputBase's line height (1.4375em) per row.
  const height = (count: number) => `calc(${count} * 1.4375em)`;
  return {
    multiline: true,
    rows,
    slotProps: { ...slotProps, input: { inputComponent: PlainTextarea } },
    sx: {
      // `field-sizing` itself comes from the boot script (app/boot.ts GROWING_TEXTAREA_CSS); empty, the box
      // keeps `rows` (it would take the height of its placeholder).
      '& textarea': { minHeight: height(rows), maxHeight: height(maxRows) },
    },
  } satisfies Partial<TextFieldProps>;
}

/** Set on a <form> once React runs it; the boot script (app/boot.ts) holds submits until then. */
export const LIVE_FORM_ATTRIBUTE = 'data-live';

/**
 * Hands React what a visitor typed into a prerendered form before React ran it (a content page loads
 * React when a form is first used): React's state starts empty and would overwrite the fields on its
 * next render. Each changed field gets the event React listens for, as if it had just been typed.
 */
export function adoptTypedValues(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement) {
      const initial = Math.max(
        0,
        Array.from(element.options).findIndex((option) => option.defaultSelected),
      );
      if (element.selectedIndex !== initial) element.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (['checkbox', 'radio', 'hidden', 'submit', 'button'].includes(element.type)) continue;
      if (element.value === element.defaultValue) continue;
      // React takes an input event for typing only when the field's value differs from the last one it
      // saw, which it learns whenever `value` is set on the element (so a controlled field's own updates
      // are not taken for typing), and it saw the typed text when it hydrated the field. So: let it see
      // the default, put the typed text back with the element type's own setter (which it does not
      // watch), then send the event typing sends. No public React API does this (forms.test.tsx guards
      // it; react and react-dom are pinned in web/package.json).
      const typed = element.value;
      element.value = element.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, typed);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/**
 * The ref of every form of the app: once React runs the form, what was typed before is adopted and
 * the form is marked live, so the boot script releases (replays) a submit it held.
 */
export function useLiveForm() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    adoptTypedValues(form);
    form.setAttribute(LIVE_FORM_ATTRIBUTE, '');
  }, []);
  return ref;
}

/** Set by the first component that asked once React has committed it: the page is hydrated. */
let appRunning = false;

/**
 * False in the prerendered HTML and during hydration, true once React runs the page: the submit
 * buttons stay disabled until then, so no native (GET) submit can happen before the forms work.
 * Parts mounted later (another page, a dialog) start at true.
 *
 * The switch is a transition, which React renders in slices. (A store whose server snapshot differs,
 * the usual way to say this, makes React render the switch synchronously right after hydrating: on
 * the booking page one task of ~270 ms with the CPU slowed four times, the form, the calendar and
 * their first styles at once.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appRunning);
  useEffect(() => {
    appRunning = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

interface HoneypotFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The field only bots fill in: off-screen, out of the tab order and hidden from assistive technology. */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <Box
      component="input"
      type="text"
      name={HONEYPOT_FIELD}
      value={value}
      onChange={onChange}
      aria-hidden="true"
      tabIndex={-1}
      autoComplete="off"
      sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}
    />
  );
}

/**
 * A form's async submit handler as React's onSubmit: React ignores the promise a handler returns, so a
 * rejection would go unhandled. Handlers show a refused or failed request themselves (toast, field
 * errors); anything that still escapes is a bug, logged here. preventDefault() runs before the first await.
 */
export function submitHandler(handler: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
  return (event: FormEvent<HTMLFormElement>) => {
    handler(event).catch((error: unknown) => console.error('Form submission failed', error));
  };
}

interface FormCardProps {
  /** id prefix: the heading gets `${id}-title` and labels the form. */
  id: string;
  title: string;
  intro: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}

/** The frame of a footer form: its heading and intro, no native validation bubbles (formik shows ours). */
export function FormCard({ id, title, intro, onSubmit, children }: FormCardProps) {
  const ref = useLiveForm();
  return (
    <Box
      component="form"
      ref={ref}
      noValidate
      onSubmit={submitHandler(onSubmit)}
      aria-labelledby={`${id}-title`}
      // Keeps a field focused after a failed submit clear of the sticky header.
      sx={{ position: 'relative', '& input, & textarea, & select': { scrollMarginTop: '96px' } }}
    >
      <Typography id={`${id}-title`} component="h2" variant="h5" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}
