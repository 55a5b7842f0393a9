import type { IconComponent } from '@lp/ui/icons';

const tones = {
  primary: 'size-12 text-primary-text',
  success: 'size-12 text-success',
  danger: 'size-12 text-danger',
} as const;

export interface AuthIconProps {
  /** The icon of `@lp/ui/icons`, such as `Mail`. */
  icon: IconComponent;
  /** Its colour: the brand's, success or danger. */
  tone: keyof typeof tones;
}

/** The large status icon above an auth card's heading; decorative (the heading says it). */
export function AuthIcon({ icon: Icon, tone }: AuthIconProps) {
  return (
    <Icon
      data-slot="auth-icon"
      data-tone={tone}
      aria-hidden="true"
      strokeWidth={1.75}
      className={tones[tone]}
    />
  );
}
