/**
 * Issue 12, CF-002: the thank-you of the form that sent the visitor here, as a status message
 * (announced politely, shown as text). Nothing renders without one.
 */
export function FormSentNoticeBanner({ notice }: { readonly notice: string | undefined }) {
  if (notice === undefined) return null;
  return (
    <div className="notice" role="status">
      <p>{notice}</p>
    </div>
  );
}
