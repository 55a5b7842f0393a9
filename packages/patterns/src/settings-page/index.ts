export { SettingsPage } from './settings-page';
export type { SettingsPageProps, SettingsSectionId } from './settings-page';
export { lastUsedText } from './sessions-section';
export type { DeviceSession } from './sessions-section';
export type { ColorModeChoice } from './appearance-section';
export type { NotificationChoices } from './notifications-section';
export type { PasswordValues } from './password-section';
export type { SectionResult } from './settings-section';
