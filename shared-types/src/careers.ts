/** The upload function's contract, between the careers remote, the function and QA (docs/product.md, "Upload function", "The calls it makes"). */

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
