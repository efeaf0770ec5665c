import { forwardRef, useId, type ReactNode } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  type FormHelperTextProps,
  type InputLabelProps,
  type NativeSelectProps,
  type OutlinedInputProps,
  type TextFieldProps as MuiTextFieldProps,
} from '@mui/material';

type SlotProps<T> = Partial<T> & Record<string, unknown>;

/** MUI's TextField props, outlined; `slotProps` as plain objects (the site passes no callbacks). */
export type TextFieldProps = Omit<MuiTextFieldProps, 'variant' | 'slots' | 'slotProps' | 'children'> & {
  children?: ReactNode;
  slotProps?: {
    input?: SlotProps<OutlinedInputProps>;
    inputLabel?: SlotProps<InputLabelProps>;
    htmlInput?: SlotProps<OutlinedInputProps['inputProps'] & object>;
    formHelperText?: SlotProps<FormHelperTextProps>;
    /** Kept for MUI's spelling `{ select: { native: true } }`: every select here is the browser's own. */
    select?: { native?: true };
  };
};

/**
 * Before the page's React runs (a content page loads it when a form is first touched; on a slow phone
 * that takes seconds), the browser knows that a field is focused or holds text and MUI does not: the
 * label moves up by CSS, as MUI then moves it, instead of lying over what is being typed (on the form's
 * paper, as the site's forms are). An empty field
 * shows its blank placeholder (a select has none: its label moves up when it is focused).
 */
const EARLY_SHRINK = {
  '.MuiFormControl-root:is(:focus-within, :has(:is(input, textarea):not(:placeholder-shown))) > &:not(.MuiInputLabel-shrink)':
    {
      transform: 'translate(14px, -9px) scale(0.75)',
      maxWidth: 'calc(133% - 32px)',
      // The outline has no gap for it yet (MUI cuts one once React runs): the label covers the line.
      backgroundColor: 'background.paper',
      paddingInline: '5px',
      marginInlineStart: '-5px',
    },
} as const;

/**
 * The site's text field: MUI's TextField (outlined) with the same props, markup and look, whose
 * `select` is always the browser's own `<select>` (the best picker on a phone, and what every form here
 * uses). MUI's TextField imports its custom Select, and with it the menu, popover, modal, focus trap
 * and transitions (about 14 KiB compressed), into every page with a form, for a select the site never
 * shows. Prerendered HTML and hydration see the same elements as with MUI's.
 */
export const TextField = forwardRef<HTMLDivElement, TextFieldProps>(function TextField(props, ref) {
  const {
    autoComplete,
    autoFocus,
    children,
    defaultValue,
    fullWidth,
    helperText,
    id: idProp,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    rows,
    select,
    slotProps = {},
    type,
    value,
    ...root
  } = props;
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label != null && label !== '' ? `${id}-label` : undefined;
  const { input: inputSlot, inputLabel, htmlInput, formHelperText } = slotProps;
  const outlined = (
    <OutlinedInput
      label={label}
      {...(inputLabel?.shrink !== undefined ? { notched: inputLabel.shrink } : {})}
      {...inputSlot}
    />
  );
  const shared = {
    'aria-describedby': helperTextId,
    autoComplete,
    autoFocus,
    fullWidth,
    id,
    inputRef,
    name,
    onBlur,
    onChange,
    onFocus,
    value,
    defaultValue,
  };
  return (
    <FormControl ref={ref} fullWidth={fullWidth} {...root}>
      {inputLabelId && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabel} sx={[EARLY_SHRINK, inputLabel?.sx ?? {}].flat()}>
          {label}
        </InputLabel>
      )}
      {select ? (
        <NativeSelect
          input={outlined}
          {...shared}
          // The field's change handler takes the <select>'s event as it takes an <input>'s (formik reads name and value).
          onChange={onChange as NativeSelectProps['onChange']}
          // As MUI's Select: the field's error state on the <select> too (its `Mui-error` class).
          inputProps={{ error: root.error, ...htmlInput } as NativeSelectProps['inputProps']}
        >
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput
          {...shared}
          label={label}
          {...(inputLabel?.shrink !== undefined ? { notched: inputLabel.shrink } : {})}
          multiline={multiline}
          rows={rows}
          maxRows={maxRows}
          minRows={minRows}
          type={type}
          // A blank placeholder where none is given: `:placeholder-shown` then tells an empty field (EARLY_SHRINK).
          placeholder={placeholder ?? (inputLabelId ? ' ' : undefined)}
          inputProps={htmlInput}
          {...inputSlot}
        />
      )}
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
});
