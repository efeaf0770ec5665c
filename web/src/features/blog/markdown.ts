// The one Markdown renderer lives in shared/ (case studies render with it too).
export { renderMarkdown, type MarkdownImage } from '../../shared/markdown';
