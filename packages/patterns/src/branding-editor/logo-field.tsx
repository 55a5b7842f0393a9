import { BRANDING_LOGO_MAX_BYTES, BRANDING_LOGO_TYPES, brandingMessages } from '@lp/contract';
import { Button, TextField } from '@lp/ui';
import { Upload } from '@lp/ui/icons';
import { useRef, useState } from 'react';
import type { BrandingEditorTexts } from './branding-editor-texts';

export interface LogoFieldProps {
  value: string;
  onChange: (logoUrl: string) => void;
  /** The validation message of the address, or the last upload's refusal. */
  error?: string;
  /** Uploads the file and resolves with its address; rejects with Error(message). */
  onUpload: (file: File) => Promise<string>;
  disabled?: boolean;
  texts: BrandingEditorTexts;
}

/** The logo address and Upload Logo: a file over the limit is refused here, before any request. */
export function LogoField({ value, onChange, error, onUpload, disabled, texts }: LogoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > BRANDING_LOGO_MAX_BYTES) {
      setUploadError(brandingMessages.logoTooLarge);
      return;
    }
    setUploading(true);
    try {
      onChange(await onUpload(file));
    } catch (failure) {
      setUploadError(
        failure instanceof Error && failure.message ? failure.message : texts.uploadFailed,
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <div data-slot="logo-field" className="flex flex-col gap-2">
      <TextField
        label={texts.logoUrl}
        description={texts.logoUrlDescription}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={value}
        disabled={disabled}
        error={uploadError ?? error}
        onChange={(event) => {
          setUploadError(null);
          onChange(event.target.value);
        }}
      />
      <div>
        <Button
          variant="outline"
          loading={uploading}
          loadingText={texts.uploading}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" />
          {texts.uploadLogo}
        </Button>
        {/* The button opens it; the input itself stays out of the tab order and the page. */}
        <input
          ref={input}
          type="file"
          accept={BRANDING_LOGO_TYPES.join(',')}
          hidden
          tabIndex={-1}
          aria-label={texts.uploadLogo}
          data-slot="logo-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again fires a change.
            event.target.value = '';
            void upload(file);
          }}
        />
      </div>
    </div>
  );
}
