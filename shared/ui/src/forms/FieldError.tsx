/** A field's refusal in red under it, or nothing; the field names `id` in its aria-describedby. */
export const FieldError = ({ id, message }: { id: string; message: string | null | undefined }) =>
  message ? (
    <span id={id} className="portal-field__error">
      {message}
    </span>
  ) : null;
