/** Text made safe to put inside HTML that Larder writes itself (the print and export windows). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
