/** Export Reports needs at least one data section (spec 2 §2.8). */
export function canExport(sections: readonly string[]): boolean {
  return sections.length > 0;
}

/** Send Message is disabled while sending or while the subject or content is empty (spec 2 §2.8). */
export function canSendMessage(message: {
  subject: string;
  content: string;
  sending: boolean;
}): boolean {
  return !message.sending && message.subject.trim() !== '' && message.content.trim() !== '';
}
