import { RichText } from '../../../components/RichText.js';

/** A product description: HTML goes through RichText (sanitised), plain text keeps its lines. */
export function Description({ text }: { text: string }) {
  if (/<[a-z][\s\S]*>/i.test(text)) return <RichText html={text} />;
  return <div className="plain-description">{text}</div>;
}
