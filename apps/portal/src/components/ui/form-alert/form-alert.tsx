/** The message at the top of a form: an error (announced at once) or a success (announced politely). */
export function FormAlert({ error, success }: { error?: string | undefined; success?: string | undefined }) {
  return (
    <div aria-live="polite">
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!error && success && (
        <p className="form-success" role="status">
          {success}
        </p>
      )}
    </div>
  );
}
