import type { BlogSection } from '@shared/marketing-site/blog/posts';

/** An article's sections: h2 headings, paragraphs and bullet lists in a readable measure. */
export function ArticleBody({ sections }: { sections: BlogSection[] }) {
  return (
    <div className="space-y-8 text-lg leading-relaxed text-slate-700 dark:text-slate-200">
      {sections.map((section, index) => (
        <section key={section.heading ?? index} className="space-y-4">
          {section.heading && (
            <h2 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{section.heading}</h2>
          )}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {section.list && (
            <ul className="list-disc space-y-2 pl-6 marker:text-brand-700 dark:marker:text-brand-500">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
