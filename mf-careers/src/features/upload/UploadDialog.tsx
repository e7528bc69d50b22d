import { useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { ACCEPTED_FILES, formatBytes, totalBytes } from '../../lib/selection';
import { MAX_TOTAL_BYTES } from '../../lib/upload-rules';
import { useApplicationUpload } from './use-application-upload';
import { useModalFocus } from './use-modal-focus';
import styles from './UploadDialog.module.css';

interface Props {
  /** The position title, sent as `role`. */
  position: string;
  uploadUrl: string;
  /** Offered when sending fails. */
  email: string;
  onClose: () => void;
}

/** The spec's success text, then the reference the function gave the application. */
const successMessage = (reference: string) =>
  `Files successfully uploaded! Your reference is ${reference}.`;

/** The upload modal for one position. Mounted while open: closing it clears its state. */
export function UploadDialog({ position, uploadUrl, email, onClose }: Props) {
  const { state, choose, submit } = useApplicationUpload({ uploadUrl, role: position, email });
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useModalFocus(dialog, input, onClose);

  const titleId = useId();
  const hintId = useId();
  const messageId = useId();
  const inputId = useId();

  const files = state.phase === 'sent' ? [] : state.files;
  const sending = state.phase === 'sending';
  const error = state.phase === 'choosing' ? state.error : null;
  const canSubmit = files.length > 0 && !error && !sending;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    choose(Array.from(event.target.files ?? []));
    // Lets the same file be chosen again, and leaves nothing behind in the input after an error.
    event.target.value = '';
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) void submit();
  };

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        className={styles.dialog}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Apply for {position}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>

        <form className={styles.body} onSubmit={onSubmit} aria-busy={sending} noValidate>
          <p id={hintId} className={styles.hint}>
            Attach your resume and any supporting documents, such as a cover letter or the completed
            applicant form. PDF or Word documents (.pdf, .doc, .docx), up to{' '}
            {formatBytes(MAX_TOTAL_BYTES)} in total.
          </p>

          <div className={styles.picker}>
            <input
              ref={input}
              id={inputId}
              className={styles.fileInput}
              type="file"
              multiple
              accept={ACCEPTED_FILES}
              onChange={onChange}
              disabled={sending}
              aria-describedby={`${hintId} ${messageId}`}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={inputId} className={styles.pickerButton}>
              Choose files
            </label>
            <span className={styles.pickerStatus}>
              {files.length === 0
                ? 'No files chosen'
                : `${files.length} ${files.length === 1 ? 'file' : 'files'}, ${formatBytes(totalBytes(files))}`}
            </span>
          </div>

          {files.length > 0 && (
            <ul className={styles.files} aria-label="Chosen files">
              {files.map((file) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                  <span className={styles.fileName}>{file.name}</span>
                  <span className={styles.fileSize}>{formatBytes(file.size)}</span>
                </li>
              ))}
            </ul>
          )}

          <div id={messageId}>
            {error && (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            )}
            {state.phase === 'failed' && (
              <p role="alert" className={styles.error}>
                {state.message}
              </p>
            )}
            {state.phase === 'sent' && (
              <p role="status" className={styles.success}>
                {successMessage(state.reference)}
              </p>
            )}
          </div>

          {sending && (
            <div className={styles.progress}>
              <progress
                max={100}
                value={Math.round(state.progress * 100)}
                aria-label="Upload progress"
              />
              <span aria-hidden="true">{Math.round(state.progress * 100)}%</span>
            </div>
          )}

          <div className={styles.actions}>
            <button type="submit" className={styles.submit} disabled={!canSubmit}>
              {sending && <span className={styles.spinner} aria-hidden="true" />}
              {sending ? 'Uploading…' : 'Submit application'}
            </button>
            <button type="button" className={styles.secondary} onClick={onClose}>
              {state.phase === 'sent' ? 'Done' : 'Cancel'}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
