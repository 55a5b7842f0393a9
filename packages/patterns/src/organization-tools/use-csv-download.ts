import { useRef, useState, type RefObject } from 'react';

/**
 * Makes a CSV file and hands it to the browser: busy while it is made (the label shows for at
 * least one paint), then `onDone`; a failure (the browser refused the download) is kept for
 * the dialog to show.
 */
export function useCsvDownload({
  download,
  onDone,
  runningRef: shared,
}: {
  download: (fileName: string, csv: string) => void;
  onDone: () => void;
  /** True while a file is made; the dialog reads it to stay open meanwhile. */
  runningRef?: RefObject<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // Read synchronously, so a double press makes one file.
  const ownRef = useRef(false);
  const runningRef = shared ?? ownRef;

  const run = async (fileName: string, build: () => string) => {
    if (runningRef.current) return;
    runningRef.current = true;
    setFailed(false);
    setBusy(true);
    try {
      // Lets the busy label paint before a large report blocks the page.
      await new Promise((resolve) => setTimeout(resolve, 0));
      download(fileName, build());
      onDone();
    } catch {
      setFailed(true);
    } finally {
      runningRef.current = false;
      setBusy(false);
    }
  };

  return { busy, failed, run };
}
