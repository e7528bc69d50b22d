/**
 * The upload modal's state (docs/product.md, "Upload modal"): choosing files, sending with progress, sent, or
 * failed with the files kept for a retry. It lives as long as the modal, so closing the modal
 * clears everything and cancels a request still under way.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { selectionError } from '../../lib/selection';
import { generalFailure } from './general-failure';

/**
 * The sending code, with axios: asked for when the modal opens, not with the careers page, which
 * renders without it (a tap from another page to /career/ does not wait for it).
 */
const loadSender = () => import('./send-application');

type UploadState =
  | { phase: 'choosing'; files: File[]; error: string | null }
  | { phase: 'sending'; files: File[]; progress: number }
  | { phase: 'sent'; reference: string }
  | { phase: 'failed'; files: File[]; message: string };

interface Target {
  uploadUrl: string;
  role: string;
  email: string;
}

export function useApplicationUpload({ uploadUrl, role, email }: Target) {
  const [state, setState] = useState<UploadState>({ phase: 'choosing', files: [], error: null });
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    // A failure here is the send's to report, when the applicant sends.
    loadSender().catch(() => undefined);
    return () => request.current?.abort();
  }, []);

  /** A new selection replaces the previous one; a selection that cannot be sent is cleared. */
  const choose = useCallback((files: File[]) => {
    const error = selectionError(files);
    setState({ phase: 'choosing', files: error ? [] : files, error });
  }, []);

  const submit = useCallback(async () => {
    if (state.phase !== 'choosing' && state.phase !== 'failed') return;
    const { files } = state;
    if (files.length === 0) return;

    const controller = new AbortController();
    request.current = controller;
    setState({ phase: 'sending', files, progress: 0 });
    let sender: Awaited<ReturnType<typeof loadSender>> | null = null;
    try {
      sender = await loadSender();
      const receipt = await sender.sendApplication(uploadUrl, role, files, {
        signal: controller.signal,
        onProgress: (progress) =>
          setState((current) => (current.phase === 'sending' ? { ...current, progress } : current)),
      });
      setState({ phase: 'sent', reference: receipt.id });
    } catch (error) {
      if (sender?.isCancelled(error)) return;
      // Without the sending code (the connection lost before it came), the general message.
      const message = sender ? sender.failureMessage(error, email) : generalFailure(email);
      setState({ phase: 'failed', files, message });
    } finally {
      if (request.current === controller) request.current = null;
    }
  }, [state, uploadUrl, role, email]);

  return { state, choose, submit };
}
