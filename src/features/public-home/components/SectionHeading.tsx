import './SectionHeading.css';

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'center' | 'start';
}

/** Eyebrow, serif title and lead line that open each home section. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'center' }: Props) {
  const centred = align === 'center';
  return (
    <div className={`section-heading ${centred ? 'text-center mx-auto' : ''}`}>
      <p className={`section-heading__eyebrow ${centred ? 'justify-content-center' : ''}`}>{eyebrow}</p>
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
      {lead && <p className="section-heading__lead">{lead}</p>}
    </div>
  );
}
