/** One block of an article or content page, as the content tables store it. */
export interface ContentBlock {
  type: 'heading' | 'paragraph' | 'quote';
  text: string;
}

/**
 * The text of a journal entry or a content page (terms, privacy…): headings, paragraphs and
 * quotes, rendered as text (never as HTML), so stored content cannot inject markup.
 */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return blocks.map((block, index) => {
    const key = `${index}-${block.type}`;
    if (block.type === 'heading') return <h2 key={key}>{block.text}</h2>;
    if (block.type === 'quote')
      return (
        <blockquote key={key}>
          <p>{block.text}</p>
        </blockquote>
      );
    return <p key={key}>{block.text}</p>;
  });
}
