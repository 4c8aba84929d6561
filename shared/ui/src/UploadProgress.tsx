/**
 * How much of a file has been sent: a progress bar named by `label` (each form says what it
 * sends) while an upload is under way, nothing otherwise.
 */
export const UploadProgress = ({ id, label, fraction }: { id: string; label: string; fraction: number | null }) => {
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={100} value={percent}>
        {`${percent} %`}
      </progress>
    </div>
  );
};
