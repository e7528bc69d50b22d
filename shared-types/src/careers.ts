/** The careers remote's entities and the upload function's contract (SPEC.md sections 3, 5, 7). */

export interface JobPosition {
  /** URL-safe slug; the position PDF is generated as positions/{id}.pdf. */
  id: string;
  position: string;
  location: string;
  qualification: string;
  experience: string;
  responsibilities: string[];
  moreInfo: string;
}

/** 201 answer of POST /upload_form. */
export interface UploadReceipt {
  id: string;
  role: string;
  files: number;
}

/** 4xx answer of POST /upload_form. */
export interface UploadErrorBody {
  error: string;
}
