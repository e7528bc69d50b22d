import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from '@practice/router';
import { ACCEPTED_FILES, formatBytes, selectionError } from '../../lib/selection';
import {
  FILE_FIELD,
  MAX_FILES,
  MAX_TOTAL_BYTES,
  OPEN_ROLES,
  ROLE_FIELD,
  isOpenRole,
} from '../../lib/upload-rules';
import { APPLY_ID } from '../../lib/page-anchors';
import dialog from './UploadDialog.module.css';
import styles from './ApplicationForm.module.css';

// Fixed ids, not useId: the server renders this from another root than the page hydrates it in.
const HEADING_ID = 'apply-heading';
const HINT_ID = 'apply-hint';
const ERROR_ID = 'apply-error';

interface Props {
  uploadUrl: string;
}

/**
 * The application as a plain form: the browser posts it to the upload function, which answers
 * with a page (the receipt, or what was wrong). It needs no script; with script, a selection
 * that cannot be sent is refused here first, as the upload modal does. The position comes from
 * the query (`?role=`), where each position's Apply now leads without script.
 */
export function ApplicationForm({ uploadUrl }: Props) {
  const [params] = useSearchParams();
  const asked = params.get(ROLE_FIELD) ?? '';
  const [error, setError] = useState<string | null>(null);
  const files = useRef<HTMLInputElement>(null);

  const check = (input: HTMLInputElement): boolean => {
    const problem = selectionError(Array.from(input.files ?? []));
    setError(problem);
    if (problem) input.value = '';
    return problem === null;
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => check(event.target);
  const onSubmit = (event: FormEvent) => {
    if (files.current && !check(files.current)) event.preventDefault();
  };

  return (
    <section id={APPLY_ID} className={styles.section} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>Apply online</h2>
      <p id={HINT_ID} className={dialog.hint}>
        Choose the position and attach your resume and any supporting documents, such as a cover
        letter or the completed applicant form: PDF or Word documents (.pdf, .doc, .docx), at most{' '}
        {MAX_FILES} files and {formatBytes(MAX_TOTAL_BYTES)} in total.
      </p>
      <form
        className={styles.form}
        method="post"
        encType="multipart/form-data"
        action={uploadUrl}
        onSubmit={onSubmit}
        aria-labelledby={HEADING_ID}
      >
        <label htmlFor="apply-role">Position</label>
        <select
          id="apply-role"
          name={ROLE_FIELD}
          required
          defaultValue={isOpenRole(asked) ? asked : ''}
        >
          <option value="">Choose a position</option>
          {OPEN_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
        <label htmlFor="apply-files">Your documents</label>
        <input
          ref={files}
          id="apply-files"
          type="file"
          name={FILE_FIELD}
          multiple
          required
          accept={ACCEPTED_FILES}
          onChange={onChange}
          aria-describedby={error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
          aria-invalid={error ? true : undefined}
        />
        {error && (
          <p id={ERROR_ID} role="alert" className={dialog.error}>
            {error}
          </p>
        )}
        <button type="submit" className={`${dialog.submit} ${styles.submit}`}>
          Send application
        </button>
      </form>
    </section>
  );
}
